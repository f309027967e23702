/**
 * Legal documents as typed content. Text may contain links written as [label](href): the page renders them as
 * links, so the copy stays readable here and in the rendered page.
 */

export type LegalTable = { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

/** A string is a paragraph, an array of strings a bulleted list, an object a table. */
export type LegalBlock = string | readonly string[] | LegalTable;

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  /** ISO date of the last change, shown as 'Last updated'. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export const isLegalTable = (block: LegalBlock): block is LegalTable => typeof block === "object" && !Array.isArray(block);

/** Mailboxes the legal documents name. */
export const legalContacts = {
  privacyEmail: "privacy@e7datasecurity.com",
  securityEmail: "security@e7datasecurity.com",
} as const;
