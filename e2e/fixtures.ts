import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * WCAG 2.2 AA rules, as the design asks, and axe's best practices (landmarks not nested in one another, one main,
 * content inside landmarks, heading order), which a screen reader's navigation by landmark and heading relies on.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/**
 * WCAG rules axe still calls experimental and so leaves out unless asked: 2.5.3 Label in Name (a control's accessible
 * name contains the words it shows).
 */
const EXPERIMENTAL_WCAG_RULES = ["label-content-name-mismatch"];

async function expectAxeClean(page: Page, options?: { exclude?: string[] }): Promise<void> {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  // Every node of a violation is still reported; passes and the rest stop at their first node, which saves about a
  // fifth of each scan (0.6 s a page on the CI machine).
  let builder = new AxeBuilder({ page }).options({ rules, resultTypes: ["violations"] }).withTags(AXE_TAGS);
  for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
  const { violations, passes, incomplete, inapplicable } = await builder.analyze();
  const ran = new Set([...violations, ...passes, ...incomplete, ...inapplicable].map((r) => r.id));
  expect(EXPERIMENTAL_WCAG_RULES.filter((id) => !ran.has(id)), "experimental rules that did not run").toEqual([]);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe WCAG 2.2 AA and best-practice violations").toEqual([]);
}

export const test = base.extend<{ expectAxeClean: typeof expectAxeClean }>({
  // The context is reused by the next test (playwright.config.ts), and Playwright's reset leaves it offline if a test
  // stopped while it was.
  context: async ({ context }, provide) => {
    await provide(context);
    await context.setOffline(false);
  },
  // Named `provide`, not Playwright's usual `use`, which the React hooks lint rule mistakes for React's use().
  expectAxeClean: async ({}, provide) => {
    await provide(expectAxeClean);
  },
});

export { expect };

/**
 * Waits until React has attached itself to the element `selector` names (hydrated): an interaction before that is the
 * page without JavaScript, and a listener added in an effect may come a moment later still.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__reactFiber")), selector))
    .toBe(true);
}

/** The stand-in API host's control address (see e2e/stand-in/server.mjs). */
export const STAND_IN_URL = "http://127.0.0.1:4010";
