import type { ComponentPropsWithRef, ReactNode } from "react";
import { controlAria, FieldError, FieldHint, FieldLabel, fieldId } from "./field-parts";
import { useFieldWords } from "./field-words";
import { SelectControl, type SelectOption } from "./select-field";

type CodeProps = Omit<ComponentPropsWithRef<"select">, "id" | "required" | "className" | "children"> & { name: string; error?: string };
type NumberProps = Omit<ComponentPropsWithRef<"input">, "id" | "required" | "className" | "type"> & { name: string; error?: string };

/**
 * A phone number as two controls in one group: a country-code select and the number. The group's legend is the
 * visible label; each control also has its own (visually hidden) label, and its own error. The number is written
 * left to right in every language (digits and separators must not reorder on an Arabic page).
 */
export function PhoneField({
  label,
  codeLabel,
  numberLabel,
  codes,
  code: { error: codeError, ...code },
  number: { error: numberError, ...number },
  required,
  hint,
  className,
}: {
  label: ReactNode;
  codeLabel?: string;
  numberLabel?: string;
  codes: readonly SelectOption[];
  code: CodeProps;
  number: NumberProps;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}) {
  const words = useFieldWords();
  const codeId = fieldId(code.name);
  const numberId = fieldId(number.name);
  return (
    <fieldset className={className}>
      <legend className="p-0">
        <FieldLabel required={required}>{label}</FieldLabel>
      </legend>
      {/* Stacked on phones, where a narrow select would cut the country name off; side by side from sm up, the select
          as wide as the chosen name ("+971 Birleşik Arap Emirlikleri") within bounds, where the browser can size it so. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={codeId} className="sr-only">
          {codeLabel ?? words.countryCode}
        </label>
        <SelectControl
          id={codeId}
          options={codes}
          className="shrink-0"
          selectClassName="sm:w-auto sm:min-w-64 sm:max-w-80 sm:field-sizing-content"
          autoComplete="tel-country-code"
          {...controlAria(codeId, { error: codeError, required })}
          {...code}
        />
        <label htmlFor={numberId} className="sr-only">
          {numberLabel ?? words.phoneNumber}
        </label>
        <input
          id={numberId}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          className="field-input min-w-0 sm:flex-1"
          {...controlAria(numberId, { error: numberError, hint: hint ? true : undefined, required })}
          {...number}
        />
      </div>
      <FieldHint id={numberId}>{hint}</FieldHint>
      <FieldError id={codeId} message={codeError} />
      <FieldError id={numberId} message={numberError} />
    </fieldset>
  );
}
