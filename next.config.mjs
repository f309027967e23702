/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second `next start` (the e2e stand-in instance) runs from its own copy of the build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM and jsdom reads files at run time: both must stay real Node modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "isomorphic-dompurify", "jsdom"],
  experimental: {
    // The job application carries two files of up to 10 MB each; the real per-file limit is enforced in code.
    serverActions: { bodySizeLimit: "25mb" },
  },
  images: {
    formats: ["image/avif", "image/webp"],
    // Blog covers and service images come from the API host, which may be on any host.
    remotePatterns: [
      { protocol: "https", hostname: "**" },
      { protocol: "http", hostname: "**" },
    ],
  },
};

export default nextConfig;
