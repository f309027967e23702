/** Pieces the translated legal documents share: the headquarters' one-line address and a mailbox link. */
import type { Office } from "@/content/site";

/** The office's address on one line, joined with the language's comma (Arabic uses «،»). */
export function postalLine(office: Office, comma: string): string {
  const cityLine = office.postalCode ? `${office.city} ${office.postalCode}` : office.city;
  return [office.streetAddress, cityLine, office.country].join(comma);
}

/** A mailbox written as the [label](href) link the legal page renders. */
export const mailLink = (address: string): string => `[${address}](mailto:${address})`;
