/**
 * The tab's attempt at sending a form, sent with it (ATTEMPT_FIELD) and kept in sessionStorage until the form is sent:
 * when the answer to a submission is lost on the way back, the visitor's next Send, even after a reload, carries the
 * same attempt, and the server answers it as the first instead of storing the form twice (lib/forms/submission-key.ts).
 * Per form and address, so the English and Arabic contact forms keep their own.
 */
const storageKey = (form: string) => `e7:attempt:${form}:${window.location.pathname}`;

/** Where sessionStorage is refused (a private mode, a full quota): an attempt still covers a retry on this page. */
const unstored: Record<string, string> = {};

function newAttempt(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts (a site served over plain http to another host has none).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function currentAttempt(form: string): string {
  const key = storageKey(form);
  try {
    const kept = sessionStorage.getItem(key);
    if (kept) return kept;
    const attempt = newAttempt();
    sessionStorage.setItem(key, attempt);
    return attempt;
  } catch {
    return (unstored[key] ??= newAttempt());
  }
}

/** After the form was sent: the next one is a new submission. */
export function forgetAttempt(form: string): void {
  const key = storageKey(form);
  delete unstored[key];
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
