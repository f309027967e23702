/** Form fields shared by the site's forms: labelled, with aria-invalid and aria-describedby errors. */
export { CheckboxField } from "./checkbox-field";
export { controlAria, FieldError, FieldHint, FieldLabel, fieldId, type FieldBaseProps } from "./field-parts";
export { FieldWordsProvider, useFieldWords, type FieldWords } from "./field-words";
export { FormStatus, SentNote } from "./form-status";
export { HoneypotField } from "./honeypot-field";
export { LocaleField } from "./locale-field";
export { PhoneField } from "./phone-field";
export { SelectControl, SelectField, type SelectOption } from "./select-field";
export { SubmitButton } from "./submit-button";
export { TextAreaField } from "./textarea-field";
export { TextField } from "./text-field";
export { TermsConsentField } from "./terms-consent";
