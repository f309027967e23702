import type { ComponentPropsWithRef } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { controlAria, FieldError, FieldHint, FieldLabel, fieldId, type FieldBaseProps } from "./field-parts";

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<ComponentPropsWithRef<"select">, "id" | "name" | "required" | "className" | "children">;

/** The native select, styled like the inputs (keyboard, screen readers and phones' pickers work as usual). */
export function SelectControl({ options, placeholder, className = "", ...select }: SelectProps & { options: readonly SelectOption[]; placeholder?: string; className?: string; id: string; name: string }) {
  return (
    <div className={`relative ${className}`}>
      <select className="field-input appearance-none truncate pr-10" {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-500" />
    </div>
  );
}

/** A labelled select. `placeholder` adds a first, empty option (e.g. "Select a country"). */
export function SelectField({ name, id, label, error, hint, required, optional, className, options, placeholder, ...select }: FieldBaseProps & SelectProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const controlId = fieldId(name, id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required} optional={optional}>
        {label}
      </FieldLabel>
      <SelectControl id={controlId} name={name} options={options} placeholder={placeholder} {...controlAria(controlId, { error, hint, required })} {...select} />
      <FieldHint id={controlId}>{hint}</FieldHint>
      <FieldError id={controlId} message={error} />
    </div>
  );
}
