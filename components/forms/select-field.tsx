import type { ComponentPropsWithRef } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { escapeHtml } from "@/lib/format/text";
import { controlAria, fieldId, LabelledField, type FieldBaseProps } from "./field-parts";

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<ComponentPropsWithRef<"select">, "id" | "name" | "required" | "className" | "children" | "dangerouslySetInnerHTML" | "value">;

/** The options as HTML, the starting one marked `selected` so that the server's HTML shows it. */
function optionsHtml(options: readonly SelectOption[], placeholder: string | undefined, selected: string | undefined): string {
  const all = placeholder === undefined ? options : [{ value: "", label: placeholder }, ...options];
  return all
    .map(({ value, label }) => `<option value="${escapeHtml(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label)}</option>`)
    .join("");
}

/**
 * The native select, styled like the inputs (keyboard, screen readers and phones' pickers work as usual).
 *
 * The options go in as HTML rather than as React elements: the country lists are 190 to 390 options, which React
 * would otherwise build, hydrate and compare on every render of the form, for a list that never changes. The select
 * stays uncontrolled (`defaultValue`), so its value is the browser's.
 */
export function SelectControl({
  options,
  placeholder,
  className = "",
  selectClassName = "",
  ...select
}: SelectProps & { options: readonly SelectOption[]; placeholder?: string; className?: string; selectClassName?: string; id: string; name: string }) {
  const selected = select.defaultValue === undefined ? undefined : String(select.defaultValue);
  return (
    <div className={`relative ${className}`}>
      <select className={`field-input appearance-none truncate pe-10 ${selectClassName}`} {...select} dangerouslySetInnerHTML={{ __html: optionsHtml(options, placeholder, selected) }} />
      <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
    </div>
  );
}

/** A labelled select. `placeholder` adds a first, empty option (e.g. "Select a country"). */
export function SelectField({ name, id, label, error, hint, required, optional, className, options, placeholder, ...select }: FieldBaseProps & SelectProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const controlId = fieldId(name, id);
  return (
    <LabelledField controlId={controlId} label={label} required={required} optional={optional} hint={hint} error={error} className={className}>
      <SelectControl id={controlId} name={name} options={options} placeholder={placeholder} {...controlAria(controlId, { error, hint, required })} {...select} />
    </LabelledField>
  );
}
