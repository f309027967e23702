import type { ComponentPropsWithRef } from "react";
import { controlAria, FieldError, FieldHint, fieldId, type FieldBaseProps } from "./field-parts";

type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "id" | "name" | "required" | "className" | "type">;

/** A checkbox with its label beside it; the label may hold links (e.g. to /terms and /privacy). */
export function CheckboxField({ name, id, label, error, hint, required, className, ...input }: Omit<FieldBaseProps, "optional"> & CheckboxProps) {
  const controlId = fieldId(name, id);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={controlId}
          name={name}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          {...controlAria(controlId, { error, hint, required })}
          {...input}
        />
        <label htmlFor={controlId} className="text-sm leading-relaxed text-ink-700">
          {label}
          {required ? (
            <span aria-hidden="true" className="ms-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </label>
      </div>
      <div className="ps-8">
        <FieldHint id={controlId}>{hint}</FieldHint>
        <FieldError id={controlId} message={error} />
      </div>
    </div>
  );
}
