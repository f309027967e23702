import { expect, test } from "./fixtures";

/** The application form's file pickers: the button a visitor sees, in the page's language. */
const buttons = { en: ["/job-application/e7-eng-014", "Choose file"], ar: ["/ar/job-application/e7-eng-014", "اختر ملفًا"], tr: ["/tr/job-application/e7-eng-014", "Dosya seçin"] } as const;

for (const [locale, [path, label]] of Object.entries(buttons)) {
  test(`the résumé picker's button is in the page's language and opens the file chooser (${locale})`, async ({ page }) => {
    // Listened for before the page loads: in the page Playwright reuses between tests, a listener added after the load
    // never heard of the chooser a click opened, from the second test on (without a trace being recorded).
    const chooser = page.waitForEvent("filechooser");
    await page.goto(path);
    const zone = page.getByTestId("resume-dropzone");
    await expect(zone).toHaveAttribute("data-enhanced", "");
    const button = zone.getByText(label, { exact: true });
    await expect(button).toBeVisible();
    // The browser's own button ("Choose File" in an English browser) is not what shows.
    await expect(zone.locator("input[type=file]")).toHaveCSS("opacity", "0");
    // A click on the button reaches the real input, which still carries the label and the focus.
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect((await chooser).element()).toBeTruthy();
    await expect(zone.locator("input[type=file]")).toBeFocused();
  });
}

test("without JavaScript the browser's own file input stays, the only one that shows the picked file", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ar/job-application/e7-eng-014");
  const zone = page.getByTestId("resume-dropzone");
  await expect(zone.locator("input[type=file]")).toHaveCSS("opacity", "1");
  await expect(zone.getByText("اختر ملفًا", { exact: true })).toBeHidden();
  await context.close();
});
