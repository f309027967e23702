import type { ComponentPropsWithRef } from "react";
import { controlAria, fieldId, LabelledField, type FieldBaseProps } from "./field-parts";

type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "name" | "required" | "className">;

/** A labelled multi-line text box. */
export function TextAreaField({ name, id, label, error, hint, required, optional, className, rows = 5, ...textarea }: FieldBaseProps & TextAreaProps) {
  const controlId = fieldId(name, id);
  return (
    <LabelledField controlId={controlId} label={label} required={required} optional={optional} hint={hint} error={error} className={className}>
      <textarea id={controlId} name={name} rows={rows} className="field-input min-h-32 resize-y" {...controlAria(controlId, { error, hint, required })} {...textarea} />
    </LabelledField>
  );
}
