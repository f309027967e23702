/**
 * What `npm run check:messages` checks in the message catalogue itself: every locale has exactly English's keys, no
 * empty message, every message is valid ICU, and each namespace lives in one area only. Arguments may differ between
 * languages (an Arabic plural names the count where English prints a number), so they are not compared.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";
import path from "node:path";

export type Catalogue = Record<string, Record<string, unknown>>;

/** content/messages/<area>/<locale>.json, read per area and locale. */
export function readCatalogues(root: string, locales: readonly string[]): Map<string, Map<string, Catalogue>> {
  const areas = new Map<string, Map<string, Catalogue>>();
  for (const area of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const byLocale = new Map<string, Catalogue>();
    for (const locale of locales) {
      byLocale.set(locale, JSON.parse(readFileSync(path.join(root, area.name, `${locale}.json`), "utf8")) as Catalogue);
    }
    areas.set(area.name, byLocale);
  }
  return areas;
}

/** Every message as `Namespace.path.to.key` with its text (a list stays one value: it is not a valid message). */
export function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Why a message is not valid ICU MessageFormat, or null. */
export function icuError(message: string): string | null {
  try {
    parse(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function catalogueProblems(areas: Map<string, Map<string, Catalogue>>, reference: string): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const [area, byLocale] of areas) {
    const english = flatten(byLocale.get(reference));
    for (const namespace of Object.keys(byLocale.get(reference) ?? {})) {
      const other = owner.get(namespace);
      if (other) problems.push(`namespace ${namespace} is in both ${other} and ${area}`);
      owner.set(namespace, area);
    }
    for (const [locale, catalogue] of byLocale) {
      const messages = flatten(catalogue);
      for (const [key, text] of messages) {
        // The build compiles each message (next.config.mjs, precompile), which turns a list into numbered keys.
        if (Array.isArray(text)) problems.push(`${area}/${locale}.json: ${key} is a list (give its items named keys)`);
        else if (typeof text !== "string" || text.trim() === "") problems.push(`${area}/${locale}.json: ${key} is empty or not text`);
        else if (icuError(text)) problems.push(`${area}/${locale}.json: ${key} is not valid ICU (${icuError(text)})`);
        if (!english.has(key)) problems.push(`${area}/${locale}.json: ${key} is not in ${reference}`);
      }
      for (const key of english.keys()) {
        if (!messages.has(key)) problems.push(`${area}/${locale}.json: ${key} is missing`);
      }
    }
  }
  return problems;
}
