/**
 * What visitors typed never shapes a header: names and subjects lose line breaks, control characters and the
 * invisible bidirectional embeddings, overrides and isolates (an override, U+202E, makes a subject read backwards from
 * where it is placed), and an address is used only when it is one plain mailbox (nodemailer address objects then
 * encode it as a unit).
 */

// The direction marks (LRM, RLM, ALM) stay: they reorder nothing but their neighbours, and the site's own Arabic
// subjects use them to keep an English job title in one piece.
const CONTROL = /[\u0000-\u001f\u007f\u2028-\u202e\u2066-\u2069]+/g;

/** Text for a display name or a subject: one line, bounded. */
export function headerText(value: string, max = 150): string {
  return value.replace(CONTROL, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

/** One mailbox, no display-name syntax, no list separators, no whitespace or control characters. */
const PLAIN_MAILBOX = /^[^\s@<>(),;:"\\[\]\u0000-\u001f\u007f]+@[^\s@<>(),;:"\\[\]\u0000-\u001f\u007f]+\.[^\s@<>(),;:"\\[\]\u0000-\u001f\u007f]+$/;

export const isPlainMailbox = (value: string): boolean => value.length <= 254 && PLAIN_MAILBOX.test(value);
