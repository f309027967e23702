/**
 * What a form's server action returns (useActionState), and what the page re-rendered after a native post (no
 * JavaScript) shows: the outcome message, every message of every invalid field, and the visitor's input to fill the
 * form with again. Plain strings only: it travels in the RSC payload and is rendered into HTML.
 */
export type FormStatus = "idle" | "success" | "error";

/** Every message of every invalid field, by the field's name. */
export type FieldMessages = Partial<Record<string, string[]>>;

export type FormActionState = {
  status: FormStatus;
  /** The outcome for the status region (and the toast): success, the first error, a failure or a rate limit. */
  message?: string;
  fieldErrors?: FieldMessages;
  /** The submitted text fields (not on success: the form starts afresh). */
  values?: Record<string, string>;
};

export type FormAction = (previous: FormActionState, formData: FormData) => Promise<FormActionState>;

export const IDLE_STATE: FormActionState = { status: "idle" };

/**
 * The honeypot's name: people never see the field, simple bots fill every field. Deliberately not a name browsers
 * autofill (website, url, email, company...), so a visitor's autofill cannot make a real lead look like a bot.
 */
export const HONEYPOT_FIELD = "contactReference";

/**
 * The hidden field that carries the page's locale to the server action (components/forms/locale-field.tsx): actions
 * have no `[locale]` segment, and a native post (no JavaScript) must be answered in the page's language too.
 */
export const LOCALE_FIELD = "locale";

/**
 * The browser's attempt at sending a form, added to its data when sent with JavaScript (lib/forms/attempt.ts): the
 * server stores a form sent again with the same attempt and content once (lib/forms/submission-key.ts).
 */
export const ATTEMPT_FIELD = "attempt";

/**
 * Set by the JavaScript path (lib/forms/use-progressive-form.ts, the application form), which shows its outcome
 * itself; a native post's success is redirected instead, so that reloading the answer cannot send the form again.
 */
export const ENHANCED_FIELD = "_enhanced";

/** The fragment a public form's page shows its no-JavaScript confirmation at (`:target`, components/forms). */
export const sentAnchor = (scope: string): string => `${scope}-sent`;

/** The first message in the given field order (the spec's order of checks), then any other field's. */
export function firstError(fieldErrors: FormActionState["fieldErrors"], order: readonly string[]): string | undefined {
  if (!fieldErrors) return undefined;
  for (const name of [...order, ...Object.keys(fieldErrors)]) {
    const message = fieldErrors[name]?.[0];
    if (message) return message;
  }
  return undefined;
}
