/**
 * Where an image URL found in content may be loaded from, or undefined when from nowhere (the caller then shows its
 * fallback or nothing). The rule behind docs/images.md: an image is either one of the site's own or on the API
 * host's origin, and a relative URL never resolves against the page that shows it (a post at /blogs/x asking for
 * /blogs/cover.png).
 * - Content from the API host (`apiOrigin` given): relative URLs resolve against the host's root; absolute URLs
 *   must be on its origin.
 * - The site's own content (no `apiOrigin`): relative URLs are paths of the site, resolved against its root.
 * Anything else (another origin, a data: or javascript: URL, text that is no URL) gives undefined.
 */
export function resolveImageUrl(src: string | null | undefined, apiOrigin: string | undefined): string | undefined {
  const value = typeof src === "string" ? src.trim() : "";
  if (!value) return undefined;
  const base = apiOrigin ?? SITE_BASE;
  let url: URL;
  try {
    url = new URL(value, `${base}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return apiOrigin ? url.href : `${url.pathname}${url.search}`;
}

/** Stands for the site's own origin while resolving its relative paths; never appears in a result. */
const SITE_BASE = "http://site.invalid";
