import type { ReactNode } from "react";
import { AlertIcon } from "@/components/ui/icons";
import { useFieldWords } from "./field-words";

/**
 * Pieces every field shares: the label (with a required mark or an "(optional)" note), the hint and the error, and
 * the ids that tie them to the control (aria-describedby). Validation is the schema's job, so `required` marks a field
 * (asterisk, aria-required) without the native attribute: browsers' own bubbles would pre-empt the spec's messages.
 * Their few words of their own come from the form's FieldWordsProvider (translated on the server).
 */

export type FieldBaseProps = {
  /** The control's name; its id defaults to `field-<name>`. */
  name: string;
  id?: string;
  label: ReactNode;
  /** The message under the field; also sets aria-invalid. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Classes of the field's wrapper. */
  className?: string;
};

export const fieldId = (name: string, id?: string): string => id ?? `field-${name.replace(/[^\w-]/g, "-")}`;

/** The aria attributes of a control with this hint and error. */
export function controlAria(id: string, { error, hint, required }: Pick<FieldBaseProps, "error" | "hint" | "required">) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required ? true : undefined,
  } as const;
}

export function FieldLabel({ htmlFor, children, required, optional, className = "field-label" }: { htmlFor?: string; children: ReactNode; required?: boolean; optional?: boolean; className?: string }) {
  const Tag = htmlFor ? "label" : "span";
  const { optional: optionalNote } = useFieldWords();
  return (
    <Tag htmlFor={htmlFor} className={className}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
      ) : null}
      {optional ? <span className="ms-1 font-normal text-ink-600">{optionalNote}</span> : null}
    </Tag>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field-error flex items-start gap-1.5">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The wrapper every single-control field draws: its label, the control the caller renders, then hint and error. */
export function LabelledField({ controlId, label, required, optional, hint, error, className, children }: Omit<FieldBaseProps, "name" | "id"> & { controlId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={controlId}>{hint}</FieldHint>
      <FieldError id={controlId} message={error} />
    </div>
  );
}
