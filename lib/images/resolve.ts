/**
 * Where an image URL found in content may be loaded from, or undefined when from nowhere (the caller then shows its
 * fallback or nothing). The rule behind docs/images.md: an image is either one of the site's own or on the API
 * host's origin, and a relative URL never resolves against the page that shows it (a post at /blogs/x asking for
 * /blogs/cover.png).
 * - Content from the API host (`apiOrigin` given): relative URLs resolve against the host's root; absolute URLs
 *   must be on its origin.
 * - The site's own content (no `apiOrigin`): relative URLs are paths of the site, resolved against its root.
 * Anything else (another origin, a data: or javascript: URL, text that is no URL) gives undefined, and so does a value
 * that cannot name an image file, which would otherwise be fetched from a wrong path and drawn as a broken image:
 * a fragment or query of the page itself ("#top", "?a=1"), the origin's root, and words with neither a folder nor an extension
 * ("TBD", "none", "null", "not a url at all"), which an editor or a serializer leaves where a path was expected.
 */
export function resolveImageUrl(src: string | null | undefined, apiOrigin: string | undefined): string | undefined {
  const value = typeof src === "string" ? src.trim() : "";
  if (!value || !couldNameAFile(value)) return undefined;
  const base = apiOrigin ?? SITE_BASE;
  let url: URL;
  try {
    url = new URL(value, `${base}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== base || url.pathname === "/") return undefined;
  return apiOrigin ? url.href : `${url.pathname}${url.search}`;
}

/** A relative path names a file when it has a folder or an extension; absolute URLs are judged once resolved. */
function couldNameAFile(value: string): boolean {
  if (value.startsWith("#") || value.startsWith("?")) return false;
  return /^[a-z][a-z\d+.-]*:/i.test(value) || /[/.]/.test(value);
}

/** Stands for the site's own origin while resolving its relative paths; never appears in a result. */
const SITE_BASE = "http://site.invalid";
