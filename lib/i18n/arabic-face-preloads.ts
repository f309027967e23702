import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { preload } from "react-dom";
import { arabicFamily } from "./fonts";

let urls: readonly string[] | undefined;

/**
 * The Plex Arabic files as the build's stylesheets name them. next/font can preload a face only on every page of the
 * layout that declares it (all three languages here), and does not expose a face's URL, so the URLs are read once from
 * the built CSS. In development the pages go without the preload.
 */
function arabicFaceUrls(): readonly string[] {
  if (urls) return urls;
  // `next dev` builds its CSS elsewhere; a production build's files left in the folder would name stale URLs.
  if (process.env.NODE_ENV !== "production") return (urls = []);
  const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static", "css");
  const found = new Set<string>();
  try {
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".css"))) {
      for (const [, face = ""] of readFileSync(path.join(dir, file), "utf8").matchAll(/@font-face\{([^}]*)\}/g)) {
        const src = /src:url\(([^)]+)\)/.exec(face)?.[1];
        if (src && face.includes(`font-family:${arabicFamily};`)) found.add(src);
      }
    }
  } catch {
    // No build output to read: the pages go without the preload.
  }
  urls = [...found];
  return urls;
}

/**
 * Preloads an Arabic page's two Plex Arabic faces. They are `optional`; unpreloaded, a first view found them only at
 * its first layout and kept the system's Arabic font even on a fast connection, and the next page switched to Plex.
 * Preloaded, Chrome holds the first paint briefly for them as it does for Inter, so a fast first view is drawn in Plex
 * and a slow one keeps the fallback without a swap.
 */
export function preloadArabicFaces(): void {
  for (const href of arabicFaceUrls()) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
