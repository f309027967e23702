import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build (`npm run build` first; `npm run test:e2e` does both):
 * - project "builtin": the site on :3000 with its built-in API and a fresh PGlite database;
 * - project "standin" (`*.standin.spec.ts`): a second instance on :3001, from a copy of the build, whose
 *   API_BASE_URL points at the stand-in API host on :4010 (e2e/stand-in/server.mjs), which tests can steer.
 * Two workers, one of them at most on the stand-in project, whose API host's mode is shared state. With one worker the
 * two cores were three-quarters busy (tests wait for the site's own delays, the staff command, the servers); two took
 * the suite from 18.3 to 14.4 min on them (docs/performance.md, "Test time").
 * One browser context per worker, reset between tests (`reuseContext`): a fresh context starts a new renderer with
 * an empty cache for every test, which cost ~1.5 s and ~3 s of CPU per test on the 2-core CI machine
 * (docs/performance.md, "Test time"). Playwright clears cookies, storage, cache, routes and init scripts between
 * tests; e2e/fixtures.ts puts the context back online; a test that needs other context options still gets its own.
 */
const debianChromium = "/usr/bin/chromium";
const executablePath = process.env.CHROMIUM_PATH || (existsSync(debianChromium) ? debianChromium : undefined);
const STAND_IN_PORT = 4010;

const siteEnv = {
  NODE_ENV: "production",
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  // Tests give each client its own X-Forwarded-For so that rate limits can be tested without starving other tests.
  TRUST_PROXY: "1",
  REVALIDATE_SECRET: "e2e-secret",
  // Low enough for e2e/forms.spec.ts to reach it quickly (it assumes 8 per minute per client).
  RATE_LIMIT_FORMS: "8/60",
};

export default defineConfig({
  testDir: "./e2e",
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    reuseContext: true,
    // Recording a trace for every test, to keep it only on a failure, cost a quarter of the e2e time (a DOM snapshot at
    // every action): in CI a failed test is run again with its trace recorded (docs/performance.md, "Test time").
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    // First: Playwright queues the projects in this order, and the stand-in's one-worker files, queued last, ran
    // alone at the end of the run (their last 27 tests, 63 s, with the other worker idle); first, they run beside the rest.
    {
      name: "standin",
      testMatch: /.*\.standin\.spec\.ts/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: "http://localhost:3001" },
    },
    {
      name: "builtin",
      testIgnore: /.*\.standin\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: "http://localhost:3000" },
    },
  ],
  webServer: [
    {
      command: "node e2e/stand-in/server.mjs",
      url: `http://127.0.0.1:${STAND_IN_PORT}/__control/received`,
      env: { STAND_IN_PORT: String(STAND_IN_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: "node server.mjs -p 3000",
      url: "http://localhost:3000/",
      env: { ...siteEnv, DATA_DIR: ".data-e2e" },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: "node server.mjs -p 3001",
      url: "http://localhost:3001/",
      env: {
        ...siteEnv,
        NEXT_PUBLIC_SITE_URL: "http://localhost:3001",
        NEXT_DIST_DIR: ".next-standin",
        DATA_DIR: ".data-e2e-standin",
        API_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
        API_TIMEOUT_MS: "3500",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
