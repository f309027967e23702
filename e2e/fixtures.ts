import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA rules, as the design asks. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectAxeClean(page: Page, options?: { exclude?: string[] }): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe WCAG 2.2 AA violations").toEqual([]);
}

export const test = base.extend<{ expectAxeClean: typeof expectAxeClean }>({
  // Named `provide`, not Playwright's usual `use`, which the React hooks lint rule mistakes for React's use().
  expectAxeClean: async ({}, provide) => {
    await provide(expectAxeClean);
  },
});

export { expect };

/** The stand-in API host's control address (see e2e/stand-in/server.mjs). */
export const STAND_IN_URL = "http://127.0.0.1:4010";
