// Which image origins the site allows, in one place for next.config.mjs (the /_next/image optimizer) and
// lib/security/headers.mjs (the CSP's img-src). Plain .mjs because next.config.mjs loads it with Node before any
// TypeScript tooling runs. See docs/images.md.
//
// Allowed: the site's own images (public/images, the logo) and the API host's origin, exactly (scheme, host and
// port), whatever its scheme. Nothing else: an optimizer that fetches any host is an open image proxy, and a body
// image from a third host would only show up as a CSP violation.

/** The site's own images that the optimizer may read (next/image serves the SVGs among them as they are). */
export const SITE_IMAGE_PATTERNS = [
  { pathname: "/images/**", search: "" },
  { pathname: "/logo.svg", search: "" },
  { pathname: "/icon.svg", search: "" },
];

/**
 * The API host's origin ("http://127.0.0.1:4010", "https://api.example.com"), or undefined when API_BASE_URL is
 * unset or blank (the built-in store, whose images are the site's own).
 * @param {string | undefined} apiBaseUrl
 * @returns {string | undefined}
 */
export function apiImageOrigin(apiBaseUrl) {
  const value = apiBaseUrl?.trim();
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`API_BASE_URL must be an http or https URL, not ${url.protocol}`);
  return url.origin;
}

/**
 * next.config.mjs's `images`: resized AVIF/WebP from the site's own images and the API host's, and from nowhere else.
 * @param {string | undefined} apiBaseUrl
 */
export function imagesConfig(apiBaseUrl) {
  const origin = apiImageOrigin(apiBaseUrl);
  const api = origin ? new URL(origin) : undefined;
  return {
    formats: /** @type {("image/avif" | "image/webp")[]} */ (["image/avif", "image/webp"]),
    localPatterns: SITE_IMAGE_PATTERNS,
    // `port: ""` matches the scheme's default port only; an absent port would match every port of the host.
    remotePatterns: api ? [{ protocol: /** @type {"http" | "https"} */ (api.protocol.slice(0, -1)), hostname: api.hostname, port: api.port, pathname: "/**" }] : [],
    // The API host often sits on a private network beside the site (and on 127.0.0.1 in the e2e suite), which the
    // optimizer refuses by default to stop it being pointed at internal services. Here it can only reach the one
    // origin configured above, which the server already calls for its content: no redirect is followed, so a
    // redirect from the API host cannot lead it anywhere else.
    dangerouslyAllowLocalIP: Boolean(api),
    maximumRedirects: 0,
  };
}

/**
 * The CSP's img-src: the site, the data: and blob: URLs next/image uses for placeholders, and the API host's origin
 * (SVGs and other images next/image does not resize are loaded from there directly).
 * @param {string | undefined} apiBaseUrl
 * @returns {string}
 */
export function imgSrcDirective(apiBaseUrl) {
  const origin = apiImageOrigin(apiBaseUrl);
  return `img-src 'self' data: blob:${origin ? ` ${origin}` : ""}`;
}
