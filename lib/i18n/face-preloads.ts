import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { preload } from "react-dom";
import { arabicFamily, turkishFamily } from "./fonts";
import type { Locale } from "./locales";

/** The faces a language's pages preload besides Inter's Latin one (which next/font preloads everywhere). */
const FAMILIES: Partial<Record<Locale, string>> = { ar: arabicFamily, tr: turkishFamily };

let urlsByFamily: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * Every face's files by family, as the build's stylesheets name them, read in one pass over them and kept. next/font
 * can preload a face only on every page of the layout that declares it (all three languages here), and does not
 * expose a face's URL, so the URLs come from the built CSS. In development the pages go without the preload.
 */
function faceUrls(family: string): readonly string[] {
  urlsByFamily ??= readFaceUrls();
  return urlsByFamily.get(family) ?? [];
}

function readFaceUrls(): ReadonlyMap<string, readonly string[]> {
  const found = new Map<string, string[]>();
  // `next dev` builds its CSS elsewhere; a production build's files left in the folder would name stale URLs.
  if (process.env.NODE_ENV !== "production") return found;
  const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static", "css");
  try {
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".css"))) {
      for (const [, face = ""] of readFileSync(path.join(dir, file), "utf8").matchAll(/@font-face\{([^}]*)\}/g)) {
        const src = /src:url\(([^)]+)\)/.exec(face)?.[1];
        const family = /font-family:([^;]+);/.exec(face)?.[1];
        if (!src || !family) continue;
        const urls = found.get(family) ?? [];
        if (!urls.includes(src)) found.set(family, [...urls, src]);
      }
    }
  } catch {
    // No build output to read: the pages go without the preload.
  }
  return found;
}

/**
 * Preloads the faces of an Arabic page (Plex Arabic 400 and 600) or a Turkish one (Inter's five Turkish letters). They
 * are `optional`, like Inter; unpreloaded, a first view found them only at its first layout: the Arabic text kept the
 * system's font even on a fast connection, and the Turkish letters were drawn in the fallback among Inter's. Preloaded,
 * Chrome holds the first paint briefly for them as it does for Inter, so a fast first view is drawn in the webfaces and
 * a slow one keeps the fallback without a swap.
 */
export function preloadLocaleFaces(locale: Locale): void {
  const family = FAMILIES[locale];
  if (!family) return;
  for (const href of faceUrls(family)) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
