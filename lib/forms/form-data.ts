import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { LOCALE_FIELD } from "./action-state";

/** FormData -> plain objects for the forms' schemas, and the echo of the visitor's input. */

/** Longest text echoed back into the page: enough to show any valid value, small enough to keep pages light. */
export const ECHO_MAX_LENGTH = 10_000;

const textOf = (value: FormDataEntryValue | null): string | undefined => (typeof value === "string" ? value : undefined);

/** The named text fields (files and unknown names ignored; a missing field is undefined, as the schemas expect). */
export function formDataToObject(formData: FormData, fields: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(fields.map((name) => [name, textOf(formData.get(name))]));
}

/** The named text fields as submitted (missing ones left out), cut to ECHO_MAX_LENGTH, to refill the form with. */
export function echoValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const value = textOf(formData.get(name));
    if (value !== undefined) values[name] = value.slice(0, ECHO_MAX_LENGTH);
  }
  return values;
}

/** An object -> FormData (tests, scripts): booleans as "on" when true, as a ticked checkbox posts them. */
export function objectToFormData(values: Record<string, string | boolean | undefined | null>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    formData.append(name, value === true ? "on" : value);
  }
  return formData;
}

/** The locale the form was shown in (its hidden field); anything else, or nothing, is English. */
export function formLocale(formData: FormData): Locale {
  const value = formData.get(LOCALE_FIELD);
  return isLocale(value) ? value : defaultLocale;
}
