import type { ComponentProps } from "react";
import { CheckboxField } from "./checkbox-field";
import { useFieldWords } from "./field-words";

/** The required consent box of the contact and demo forms: agreement to the terms and the privacy policy, each linked. */
export function TermsConsentField(props: Omit<ComponentProps<typeof CheckboxField>, "label" | "required">) {
  return <CheckboxField required label={useFieldWords().consent} {...props} />;
}
