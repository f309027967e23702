// Security headers sent with every response (pages, route handlers, static files), applied by next.config.mjs.
// Plain .mjs because next.config.mjs loads it with Node before any TypeScript tooling runs.
//
// Why script-src has no 'unsafe-inline' and no nonce, yet the App Router's inline scripts run:
//   The App Router writes its bootstrap and the page's RSC payload as inline <script> elements
//   (`self.__next_f.push([1,"..."])`) whose text differs on every page and every revalidation. A per-request nonce
//   would make Next render every page on each request (no static HTML, no ISR, nothing a proxy may cache), so the
//   policy names each inline script by its sha256 instead: server.mjs reads every HTML response before it leaves and
//   adds the hashes of that document's own inline scripts to script-src (withScriptHashes, lib/server/document-csp.mjs).
//   The static policy below, sent with everything else (route handlers, static files, a page served without
//   server.mjs), allows same-origin script files only. 'unsafe-eval' and 'unsafe-inline' appear under `next dev`
//   alone, where React needs them and server.mjs is not in front.
// Why style-src keeps 'unsafe-inline': React renders `style` attributes (next/image sets one on every image), sonner
//   injects its stylesheet at run time, and Next's error pages carry inline <style>. Styles cannot run code.
// Why img-src allows https:: blog covers and service images come from the API host, which may be on any host.

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
 * @param {{ siteUrl?: string, dev?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ siteUrl = "http://localhost:3000", dev = false } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline' 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
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
 * The policy with the given script hashes ('sha256-…' sources) added to script-src; a policy without script-src, or
 * an empty list, comes back unchanged.
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy
    .split(";")
    .map((directive) => (/^\s*script-src(\s|$)/i.test(directive) ? `${directive.trimEnd()} ${hashes.join(" ")}` : directive))
    .join(";");
}

/**
 * @param {{ siteUrl?: string, dev?: boolean }} [options]
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
