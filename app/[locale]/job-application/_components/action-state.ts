import type { ApplicationFormField } from "@/lib/schemas/application";

/** What the application's server action returns to the form (and to the page re-rendered without JavaScript). */
export type ApplicationActionState = {
  ok?: boolean;
  /** Toast (with JavaScript) or banner (without) text. */
  message?: string;
  /** Every message of every invalid field, as the schema gave them. */
  fieldErrors?: Partial<Record<ApplicationFormField, string[]>>;
  /** The text fields as submitted, to fill the form again. */
  values?: Record<string, string>;
  /**
   * Without JavaScript: per document posted and not refused, the note that it must be attached again (a page cannot
   * refill a file input, and the next send failed "Resume is required" with nothing said before).
   */
  attachAgain?: Partial<Record<"resume" | "otherDoc", string>>;
};

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "website";
export { ENHANCED_FIELD } from "@/lib/forms/action-state";
