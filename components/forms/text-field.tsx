import type { ComponentPropsWithRef } from "react";
import { controlAria, fieldId, LabelledField, type FieldBaseProps } from "./field-parts";

type InputProps = Omit<ComponentPropsWithRef<"input">, "id" | "name" | "required" | "className">;

/** A labelled text input (text, email, tel, url, number...). Spread react-hook-form's `register(name)` into it. */
export function TextField({ name, id, label, error, hint, required, optional, className, inputClassName, type = "text", ...input }: FieldBaseProps & InputProps & { inputClassName?: string }) {
  const controlId = fieldId(name, id);
  return (
    <LabelledField controlId={controlId} label={label} required={required} optional={optional} hint={hint} error={error} className={className}>
      <input id={controlId} name={name} type={type} className={inputClassName ? `field-input ${inputClassName}` : "field-input"} {...controlAria(controlId, { error, hint, required })} {...input} />
    </LabelledField>
  );
}
