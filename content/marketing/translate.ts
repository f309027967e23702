/**
 * How an Arabic or Turkish copy module is built from the English one (issue 25): the English module keeps its literal
 * types, the translations are typed by `CopyOf` and take ids, icons, hrefs and image files from English.
 */
import type { IconName } from "./types";

/**
 * The shape another language's copy of `T` must have: the same keys and nesting, with the English literal strings
 * (from `as const`) widened to `string`. Icon names stay `IconName`, since they are not copy and the icon set is closed.
 */
export type CopyOf<T> = T extends IconName
  ? IconName
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly CopyOf<U>[]
      : { readonly [K in keyof T]: CopyOf<T[K]> };

/** Translated texts for one list item: strings and string lists replace the English, an image takes only a new alt. */
export type ItemTexts<T> = { readonly [K in keyof T]?: T[K] extends { src: string; alt: string } ? { alt: string } : CopyOf<T[K]> };

/**
 * Lays translated texts over English list items, paired by position, so ids, icons and image files are never retyped.
 * Throws at import when the counts differ: a missing or extra translation then fails the build and the tests at once.
 */
export function overItems<T extends object>(items: readonly T[], texts: readonly ItemTexts<T>[]): CopyOf<T>[] {
  if (texts.length !== items.length) throw new Error(`expected ${items.length} translated items, got ${texts.length}`);
  return items.map((item, index) => {
    // Spreading keeps the item's own fields; a nested object (an image) is merged so that only its alt text changes.
    const merged = { ...item } as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts[index] ?? {})) {
      const current = merged[key];
      merged[key] = isPlainObject(current) && isPlainObject(text) ? { ...current, ...text } : text;
    }
    return merged as CopyOf<T>;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
