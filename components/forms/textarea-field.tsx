import type { ComponentPropsWithRef } from "react";
import { controlAria, FieldError, FieldHint, FieldLabel, fieldId, type FieldBaseProps } from "./field-parts";

type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "name" | "required" | "className">;

/** A labelled multi-line text box. */
export function TextAreaField({ name, id, label, error, hint, required, optional, className, rows = 5, ...textarea }: FieldBaseProps & TextAreaProps) {
  const controlId = fieldId(name, id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required} optional={optional}>
        {label}
      </FieldLabel>
      <textarea id={controlId} name={name} rows={rows} className="field-input min-h-32 resize-y" {...controlAria(controlId, { error, hint, required })} {...textarea} />
      <FieldHint id={controlId}>{hint}</FieldHint>
      <FieldError id={controlId} message={error} />
    </div>
  );
}
