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
};

export default createJestConfig(config);
