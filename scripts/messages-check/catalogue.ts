/**
 * What `npm run check:messages` checks in the message catalogue itself: every locale has exactly English's keys, no
 * empty message, the same placeholders, and each namespace lives in one area only.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** Every message as `Namespace.path.to.key` with its text. */
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

/** The ICU arguments a message uses: `{name}`, `{count, plural, …}` both give their argument's name. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
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
        if (typeof text !== "string" || text.trim() === "") problems.push(`${area}/${locale}.json: ${key} is empty or not text`);
        if (!english.has(key)) problems.push(`${area}/${locale}.json: ${key} is not in ${reference}`);
      }
      for (const [key, text] of english) {
        const translated = messages.get(key);
        if (translated === undefined) {
          problems.push(`${area}/${locale}.json: ${key} is missing`);
        } else if (typeof text === "string" && typeof translated === "string" && placeholders(text).join() !== placeholders(translated).join()) {
          problems.push(`${area}/${locale}.json: ${key} uses {${placeholders(translated).join(", ")}} where ${reference} uses {${placeholders(text).join(", ")}}`);
        }
      }
    }
  }
  return problems;
}
