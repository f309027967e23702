import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and component tests live beside the code (`*.test.ts(x)`); end-to-end tests are Playwright's, in e2e/. */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next", "/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/.next"],
  // Jest's default (cores - 1) is a single in-band worker on a two-core machine. The suites never share state (each
  // database suite has its own, lib/db/testing.ts), and two workers took 128 s there against 232 s (docs/performance.md).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker ends by letting its event loop run dry; after its 'exit' event Node still frees a 700-900 MB heap, which
  // took 0.6-0.7 s on a busy two-core machine. Past jest's 500 ms default the worker was killed with "failed to exit
  // gracefully ... tests leaking", a leak that was not one (no handle left but stdout and stderr; docs/performance.md).
  workerGracefulExitTimeout: 3000,
};

/** next-intl and the libraries it builds on ship ES modules only: jest compiles them like the site's own code. */
const esmPackages = ["next-intl", "use-intl", "@formatjs", "intl-messageformat", "icu-minify"];

async function jestConfig() {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`, ...base.transformIgnorePatterns.slice(1)],
  };
}

export default jestConfig;
