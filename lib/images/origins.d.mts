/** The site's own images that the optimizer may read. */
export const SITE_IMAGE_PATTERNS: { pathname: string; search: string }[];
/** The API host's origin, or undefined when API_BASE_URL is unset or blank. Throws on a URL that is not http(s). */
export function apiImageOrigin(apiBaseUrl: string | undefined): string | undefined;
/** next.config.mjs's `images`: the site's own images and the API host's origin, nothing else. */
export function imagesConfig(apiBaseUrl: string | undefined): {
  formats: ("image/avif" | "image/webp")[];
  localPatterns: { pathname: string; search: string }[];
  remotePatterns: { protocol: "http" | "https"; hostname: string; port: string; pathname: string }[];
  dangerouslyAllowLocalIP: boolean;
  maximumRedirects: number;
};
/** The CSP's img-src directive for that API host. */
export function imgSrcDirective(apiBaseUrl: string | undefined): string;
