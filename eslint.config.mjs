import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use @/components/ui/link: it applies the site's prefetch policy (lib/prefetch.ts)." }] },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
];
export default config;
