import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const nextLink = { name: "next/link", message: "Use @/components/ui/link: a plain anchor that the layout's SoftNavigation navigates and prefetches (lib/soft-navigation.ts)." };
const classicZod = { name: "zod", message: "Code that reaches the browser uses zod/mini: classic zod ships ~30 KB gzipped of methods the site never calls." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "coverage/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".data*/**", "public/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [nextLink] }],
    },
  },
  {
    // The forms' schemas and everything client components import: classic zod stays on the server (lib/env.ts,
    // lib/blog/filter.ts, lib/jobs/parse-params.ts).
    files: ["components/**", "app/**/_components/**", "lib/forms/**", "lib/schemas/**", "lib/security/zod-jitless.ts", "lib/jobs/params.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [nextLink, classicZod] }] },
  },
];
export default config;
