// Security headers sent with every response (pages, route handlers, static files), applied by next.config.mjs.
// Plain .mjs because next.config.mjs loads it with Node before any TypeScript tooling runs.
//
// Why script-src has no 'unsafe-inline' and no nonce, yet the App Router's inline scripts run:
//   The App Router writes its bootstrap and the page's RSC payload as inline <script> elements
//   (`self.__next_f.push([1,"..."])`) whose text differs on every page and every revalidation. A per-request nonce
//   would make Next render every page on each request (no static HTML, no ISR, nothing a proxy may cache), so the
//   policy names each inline script by its sha256 instead: server.mjs reads every HTML response before it leaves and
//   puts the hashes of that document's own inline scripts in script-src in place of 'unsafe-inline'
//   (withScriptHashes, lib/security/document-csp.mjs), and takes 'unsafe-inline' out of every other response's policy.
//   The 'unsafe-inline' below is only the fallback for a server that cannot name the scripts (`next start`, `next dev`):
//   there the site still works, with the weaker policy. 'unsafe-eval' appears under `next dev` alone, where React
//   needs it.
// Why style-src keeps 'unsafe-inline': React renders `style` attributes (next/image sets one on every image), sonner
//   injects its stylesheet at run time, and Next's error pages carry inline <style>. Styles cannot run code.
// Why img-src names the API host's origin (lib/images/origins.mjs): next/image resizes the API host's images through
//   /_next/image ('self'), but serves SVGs as they are, from that origin. No other host: any image from elsewhere
//   would be a page asking for something the site never meant to show. The origin comes from API_BASE_URL, which is
//   read twice: here when the site is built (the fallback policy of `next start`) and by server.mjs when it starts,
//   which puts the running instance's own origin in every response's policy (withImageSources), so one build serves
//   any API host, as the /_next/image optimizer does (next.config.mjs is read again when the server starts).

import { imgSrcDirective } from "../images/origins.mjs";

/** The features this site never uses, switched off for the page and every frame it could embed. */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * @param {{ siteUrl?: string, dev?: boolean, apiBaseUrl?: string }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ siteUrl = "http://localhost:3000", dev = false, apiBaseUrl } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    imgSrcDirective(apiBaseUrl),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Over plain http (local runs, tests) upgrading would point the browser at an https origin that does not exist.
  if (siteUrl.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy with 'unsafe-inline' in script-src replaced by the given script hashes ('sha256-…' sources): exactly
 * these inline scripts may run, and with an empty list none. A policy without script-src comes back unchanged.
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== "script-src") return directive;
      const kept = sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'");
      return `${directive.match(/^\s*/)?.[0] ?? ""}${[name, ...kept, ...hashes].join(" ")}`;
    })
    .join(";");
}

/**
 * The policy with its img-src built for the given API host, whatever the policy was built for.
 * @param {string} policy
 * @param {string | undefined} apiBaseUrl
 * @returns {string}
 */
export function withImageSources(policy, apiBaseUrl) {
  const directive = imgSrcDirective(apiBaseUrl);
  return policy.replace(/(^|;)(\s*)img-src[^;]*/i, (_match, start, space) => `${start}${space}${directive}`);
}

/**
 * @param {{ siteUrl?: string, dev?: boolean, apiBaseUrl?: string }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    // Browsers ignore HSTS over plain http, so it is safe to send everywhere; it takes effect once served over TLS.
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ") },
    // frame-ancestors supersedes it in current browsers; kept for older ones.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
