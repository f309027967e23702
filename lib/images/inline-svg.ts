import { readFileSync } from "node:fs";
import path from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";

const cache = new Map<string, string>();

/**
 * The artwork a page paints first, as a data: URL in its HTML, so a slow phone paints it with the text instead of
 * after one more request (a DevTools-throttled load of the hero pages waited ~350 ms for a 2–3 KB file). Only the
 * site's own SVGs under public/images: the file is read once per process, and a missing one fails the build.
 */
export function inlineSvg(src: string): string {
  if (!/^\/images\/[\w/-]+\.svg$/.test(src)) throw new Error(`inlineSvg takes the site's own /images/….svg, not ${src}`);
  let uri = cache.get(src);
  if (uri === undefined) {
    uri = svgToTinyDataUri(readFileSync(path.join(process.cwd(), "public", src), "utf8"));
    cache.set(src, uri);
  }
  return uri;
}
