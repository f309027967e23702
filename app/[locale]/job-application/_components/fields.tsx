"use client";

import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useFieldWords } from "@/components/forms/field-words";

type FieldName = string;

/** What every field needs from the form: its registration, its first value and its current error. */
export type FormKit = {
  register: (name: FieldName) => UseFormRegisterReturn;
  initial: (name: FieldName) => string | undefined;
  error: (name: FieldName) => string | undefined;
};

const KitContext = createContext<FormKit | null>(null);
export const FormKitProvider = KitContext.Provider;

export function useFormKit(): FormKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error("Field used outside FormKitProvider");
  return kit;
}

const fieldId = (name: string) => `field-${name}`;

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** `required` marks the field with an asterisk, `false` says "(optional)", `"default"` (a prefilled field) neither. */
type Requirement = boolean | "default";

function Label({ name, label, required }: { name: string; label: string; required: Requirement }) {
  const { optional } = useFieldWords();
  return (
    <label htmlFor={fieldId(name)} className="field-label">
      {label}
      {required === true ? <span aria-hidden="true" className="text-danger-700"> *</span> : null}
      {required === false ? <span className="font-normal text-ink-600"> {optional}</span> : null}
    </label>
  );
}

export function FieldMessages({ name, hint }: { name: string; hint?: string }) {
  const error = useFormKit().error(name);
  return (
    <>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  required?: Requirement;
  hint?: string;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "min" | "max" | "step" | "placeholder" | "maxLength" | "dir">;

export function TextField({ name, label, required = true, hint, className = "", type = "text", ...rest }: TextFieldProps) {
  const kit = useFormKit();
  const error = kit.error(name);
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} />
      <input
        id={fieldId(name)}
        type={type}
        {...rest}
        {...kit.register(name)}
        defaultValue={kit.initial(name)}
        aria-required={required === true || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, !!hint, !!error)}
        className="field-input"
      />
      <FieldMessages name={name} hint={hint} />
    </div>
  );
}

export function TextArea({ name, label, required = true, hint, rows = 6, maxLength }: { name: string; label: string; required?: boolean; hint?: string; rows?: number; maxLength?: number }) {
  const kit = useFormKit();
  const error = kit.error(name);
  return (
    <div className="sm:col-span-2">
      <Label name={name} label={label} required={required} />
      <textarea
        id={fieldId(name)}
        rows={rows}
        maxLength={maxLength}
        {...kit.register(name)}
        defaultValue={kit.initial(name)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, !!hint, !!error)}
        className="field-input min-h-36 resize-y"
      />
      <FieldMessages name={name} hint={hint} />
    </div>
  );
}

/** `labels`: what the visitor reads for each option, in the same order (the values stay as the API receives them). */
export function SelectField({ name, label, options, labels, placeholder, required = true, className = "" }: { name: string; label: string; options: readonly string[]; labels: readonly string[]; placeholder: string; required?: boolean; className?: string }) {
  const kit = useFormKit();
  const error = kit.error(name);
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} />
      <select
        id={fieldId(name)}
        {...kit.register(name)}
        defaultValue={kit.initial(name) ?? ""}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, false, !!error)}
        className="field-input"
      >
        <option value="">{placeholder}</option>
        {options.map((o, i) => (
          <option key={o} value={o}>
            {labels[i] ?? o}
          </option>
        ))}
      </select>
      <FieldMessages name={name} />
    </div>
  );
}

/** Yes/No radios in a fieldset whose legend is the question; `yes` and `no` are their labels. */
export function YesNoField({ name, legend, yes, no }: { name: string; legend: string; yes: string; no: string }) {
  const kit = useFormKit();
  const error = kit.error(name);
  const initial = kit.initial(name);
  return (
    <fieldset aria-describedby={error ? `${fieldId(name)}-error` : undefined} className="sm:col-span-2">
      <legend className="field-label">
        {legend}
        <span aria-hidden="true" className="text-danger-700"> *</span>
      </legend>
      <div className="flex gap-3">
        {(["yes", "no"] as const).map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-ink-200 px-4 has-aria-invalid:border-danger-700 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            {/* aria-invalid on each radio: screen readers say it on the one with the focus (a group's state is rarely
                read); ARIA 1.2 keeps the attribute global and axe accepts it. */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
            <input
              type="radio"
              value={value}
              id={value === "yes" ? fieldId(name) : undefined}
              {...kit.register(name)}
              defaultChecked={initial === value || initial === String(value === "yes")}
              aria-invalid={error ? true : undefined}
              className="size-4.5 accent-brand-600"
            />
            <span className="font-medium text-ink-900">{value === "yes" ? yes : no}</span>
          </label>
        ))}
      </div>
      <FieldMessages name={name} />
    </fieldset>
  );
}

/** `name` makes the section's ids (its title is in the visitor's language). */
export function FormSection({ name, title, description, children }: { name: string; title: string; description?: string; children: ReactNode }) {
  const id = `section-${name}`;
  return (
    <fieldset className="card p-5 sm:p-8" aria-describedby={description ? `${id}-description` : undefined}>
      <legend className="float-start w-full text-xl font-semibold text-ink-900">{title}</legend>
      {description ? (
        <p id={`${id}-description`} className="clear-start pt-1 text-sm text-ink-600">
          {description}
        </p>
      ) : null}
      <div className="clear-start grid gap-5 pt-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
