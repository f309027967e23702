import { fileURLToPath } from "node:url";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { imagesConfig } from "./lib/images/origins.mjs";
import { securityHeaders } from "./lib/security/headers.mjs";

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // A second `next start` (the e2e stand-in instance) runs from its own copy of the build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // server.mjs compresses, after it has read each HTML document to name its inline scripts in the CSP.
  compress: false,
  reactStrictMode: true,
  // PGlite ships WASM and jsdom reads files at run time: both must stay real Node modules, not bundled (the tus server
  // too: it is shared through globalThis and keeps its lock table per process). The mail
  // renderer loads react-dom/server (and prettier) with import() at run time, as Node modules too.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "isomorphic-dompurify", "jsdom", "@redis/client", "rate-limiter-flexible", "@fortedigital/nextjs-cache-handler", "nodemailer", "@react-email/render", "@react-email/components", "@tus/server", "@tus/utils"],
  // Several instances (REDIS_URL set when `next start` runs) share Next's cache through Redis; one process keeps
  // Next's own file-system cache. Read when the server starts, so the same build serves both modes.
  cacheHandler: process.env.REDIS_URL ? fileURLToPath(new URL("./lib/cache/cache-handler.mjs", import.meta.url)) : undefined,
  // `npm test` type-checks the whole project (`tsc --noEmit`) before it builds, and says so with SKIP_BUILD_TYPECHECK:
  // the build does not check the same files a second time (29 s on the two-core CI machine, docs/performance.md).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  experimental: {
    // The job application carries two files of up to 10 MB each; the real per-file limit is enforced in code.
    serverActions: { bodySizeLimit: "25mb" },
    // The stylesheet in a <style> in the page rather than a render-blocking request: on a throttled phone load
    // (DevTools throttling, slow 4G, 4x CPU) the first paint came 600-720 ms sooner, in Lighthouse's simulation
    // 35-260 ms, for 15 KB more brotli HTML per page (Next also puts the CSS in the RSC payload). docs/performance.md.
    inlineCss: true,
  },
  // Resized AVIF/WebP from the site's own images and the API host's origin only (lib/images/origins.mjs). The server
  // reads this file again when it starts, so API_BASE_URL at run time is what the /_next/image optimizer allows.
  images: imagesConfig(process.env.API_BASE_URL),
  // Security headers on every response: pages, route handlers and static files (see lib/security/headers.mjs for
  // what the policy allows and why). Read at build time, so NEXT_PUBLIC_SITE_URL must be set for the build; server.mjs
  // puts the running instance's API host in img-src, whatever API_BASE_URL was when the site was built.
  async headers() {
    const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";
    const dev = phase === PHASE_DEVELOPMENT_SERVER;
    return [{ source: "/:path*", headers: securityHeaders({ siteUrl, dev, apiBaseUrl: process.env.API_BASE_URL }) }];
  },
});

// The catalogues' ICU messages are compiled at build time, so neither the browser nor the server carries a message
// parser (intl-messageformat): pages whose client components translate stay within the JavaScript budget.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: {
      // Every catalogue under it (content/messages/<area>/<locale>.json); the file name is the locale.
      path: "./content/messages",
      format: "json",
      locales: "infer",
      precompile: true,
    },
  },
});

const config = (/** @type {string} */ phase) => withNextIntl(nextConfig(phase));

export default config;
