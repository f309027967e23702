import { writeFile } from "node:fs/promises";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { acceptTerms, eachTestANewApplicant, fillApplication, firstJobId } from "./application-helpers";
import { receivedApplications, storedUpload, type StoredApplication } from "./application-store";
import { expect, hydrated, test } from "./fixtures";

/**
 * Resumable uploads (docs/uploads.md): a file starts uploading when chosen, survives a dropped connection and a
 * reload, and only its own browser can submit it.
 */

const MB = 1024 * 1024;
const uploadStatus = (page: Page, field: "resume" | "otherDoc") => page.getByTestId(`${field}-upload`);

/** A real PDF header, then `size` bytes of varied filler, so a misplaced chunk would show. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 9)) & 0xff;
  Buffer.from("%PDF-1.7\n", "latin1").copy(bytes);
  return bytes;
}


/** The Upload-Offset of every PATCH the page sends: where each request starts in the file. */
function patchOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "PATCH" && r.url().includes("/api/uploads/")) offsets.push(Number(r.headers()["upload-offset"]));
  });
  return offsets;
}

/**
 * Cuts the connection after `after` PATCH requests went through: the browser goes offline (the DevTools protocol's
 * offline mode) and every upload request fails as a dropped connection does (Playwright routing), until `restore()`.
 */
async function cutAfter(context: BrowserContext, page: Page, after: number): Promise<{ restore(): Promise<void>; cut: Promise<void> }> {
  let passed = 0;
  let down = false;
  let signal: (() => void) | undefined;
  const cut = new Promise<void>((resolve) => (signal = resolve));
  await page.route("**/api/uploads/*", async (route) => {
    if (route.request().method() === "PATCH" && signal && ++passed > after) {
      down = true;
      await context.setOffline(true);
      signal?.();
      signal = undefined; // one drop
    }
    if (down) return route.abort("connectionreset");
    return route.continue();
  });
  return {
    cut,
    async restore() {
      down = false;
      await context.setOffline(false);
    },
  };
}

/** Fills in the rest of the form as a new applicant and sends it: what was stored, once the job's page is back. */
async function sendApplication(page: Page, jobId: string, prefix: string): Promise<StoredApplication | undefined> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await fillApplication(page, { "Email Address": email });
  await acceptTerms(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  // The server takes the finished upload (5 MB in one test) into the application before answering: on a slow
  // machine that is more than the default 10 s.
  await expect(page).toHaveURL(new RegExp(`/job-details/${jobId}$`), { timeout: 30_000 });
  return (await receivedApplications()).find((a) => a.email === email);
}

eachTestANewApplicant(62);
// Uploads that wait through dropped connections and their retry delays, and reads of the store through the staff
// command (2-3 s a read, more under load): on the CI machine the slowest took 23-29 s of the default 45.
test.describe.configure({ timeout: 90_000 });

test.describe("resumable uploads", () => {
  test("a 5 MB resume survives a dropped connection and is stored byte for byte", async ({ page, context, request }, testInfo) => {
    const jobId = await firstJobId(request);
    const bytes = pdfOfSize(5 * MB);
    const file = testInfo.outputPath("dropped-connection-cv.pdf");
    await writeFile(file, bytes);
    await page.goto(`/job-application/${jobId}`);
    const offsets = patchOffsets(page);
    const network = await cutAfter(context, page, 3);

    await page.locator("#field-resume").setInputFiles(file);
    await network.cut;
    await expect(uploadStatus(page, "resume")).toContainText("Connection lost");
    await network.restore();
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded", { timeout: 30_000 });
    // It went on from where it stopped: no request started again from byte 0 after the drop.
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    expect(Math.max(...offsets)).toBeGreaterThan(0);

    let submitted = "";
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes(`/job-application/${jobId}`)) submitted = r.postData() ?? "";
    });
    const stored = await sendApplication(page, jobId, "dropped");
    // The final submit named the upload instead of carrying the file.
    expect(submitted.length).toBeLessThan(20_000);
    expect(stored).toMatchObject({ resumeName: "dropped-connection-cv.pdf", resumeSize: bytes.length });
    expect((await storedUpload(stored!.resumeFile)).equals(bytes)).toBe(true);
  });

  test("a résumé chosen offline, before the upload code was ever loaded, uploads once the connection is back", async ({ page, context, request }) => {
    const jobId = await firstJobId(request);
    await page.goto(`/job-application/${jobId}`);
    await hydrated(page, "#main form");
    await context.setOffline(true);
    await page.locator("#field-resume").setInputFiles({ name: "chosen-offline.pdf", mimeType: "application/pdf", buffer: pdfOfSize(64 * 1024) });
    await expect(uploadStatus(page, "resume")).toContainText("chosen-offline.pdf");
    await page.waitForTimeout(500); // the upload code's request has failed by now
    await context.setOffline(false);
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded", { timeout: 30_000 });
    expect(await sendApplication(page, jobId, "chosen-offline")).toMatchObject({ resumeName: "chosen-offline.pdf" });
  });

  test("two files chosen offline on a first visit are both this browser's once the connection is back", async ({ page, context, request }) => {
    const jobId = await firstJobId(request);
    await page.goto(`/job-application/${jobId}`);
    await hydrated(page, "#main form");
    await context.setOffline(true);
    await page.locator("#field-resume").setInputFiles({ name: "offline-cv.pdf", mimeType: "application/pdf", buffer: pdfOfSize(64 * 1024) });
    await page.locator("#field-otherDoc").setInputFiles({ name: "offline-letter.pdf", mimeType: "application/pdf", buffer: pdfOfSize(32 * 1024) });
    await page.waitForTimeout(500); // the upload code's and the token's requests have failed by now
    await context.setOffline(false);
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded", { timeout: 30_000 });
    await expect(uploadStatus(page, "otherDoc")).toContainText("Uploaded", { timeout: 30_000 });
    // Each upload was created with the one token asked for first, so neither was refused as another browser's.
    expect(await sendApplication(page, jobId, "offline-pair")).toMatchObject({ resumeName: "offline-cv.pdf", otherDocName: "offline-letter.pdf" });
  });

  test("the same file chosen for both documents while the first is uploading gives two uploads, both stored", async ({ page, request }, testInfo) => {
    const jobId = await firstJobId(request);
    const bytes = pdfOfSize(3 * MB);
    const file = testInfo.outputPath("same-file.pdf");
    await writeFile(file, bytes);
    await page.goto(`/job-application/${jobId}`);
    // Slow enough that the first upload is still going when the second field takes the same file.
    await page.route("**/api/uploads/*", async (route) => {
      if (route.request().method() === "PATCH") await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.locator("#field-resume").setInputFiles(file);
    await expect(uploadStatus(page, "resume")).toContainText("same-file.pdf");
    await page.locator("#field-otherDoc").setInputFiles(file);
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded", { timeout: 60_000 });
    await expect(uploadStatus(page, "otherDoc")).toContainText("Uploaded", { timeout: 60_000 });
    const stored = await sendApplication(page, jobId, "same-file");
    expect(stored).toMatchObject({ resumeName: "same-file.pdf", otherDocName: "same-file.pdf" });
    expect((await storedUpload(stored!.resumeFile)).equals(bytes)).toBe(true);
  });

  test("a reload in the middle resumes where the upload stopped once the file is chosen again", async ({ page, request }, testInfo) => {
    const jobId = await firstJobId(request);
    const file = testInfo.outputPath("reloaded-cv.pdf");
    await writeFile(file, pdfOfSize(3 * MB));
    await page.goto(`/job-application/${jobId}`);
    let patches = 0;
    // The third request never answers: the reload happens with the upload part-way.
    await page.route("**/api/uploads/*", (route) => (route.request().method() === "PATCH" && ++patches >= 3 ? undefined : route.continue()));
    await page.locator("#field-resume").setInputFiles(file);
    await expect.poll(() => patches).toBeGreaterThanOrEqual(3);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(page.getByText(/reloaded-cv\.pdf was \d+% uploaded\. Choose the same file again/)).toBeVisible();

    const offsets = patchOffsets(page);
    await page.locator("#field-resume").setInputFiles(file);
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded", { timeout: 30_000 });
    expect(offsets[0]).toBeGreaterThan(0);
  });

  /** A résumé left part-way by a reload: its upload's address, and what a HEAD on it answers now. */
  async function leftUnfinished(page: Page, jobId: string, name: string): Promise<() => Promise<number>> {
    await page.goto(`/job-application/${jobId}`);
    let patches = 0;
    await page.route("**/api/uploads/*", (route) => (route.request().method() === "PATCH" && ++patches >= 2 ? undefined : route.continue()));
    const created = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/uploads"));
    await page.locator("#field-resume").setInputFiles({ name, mimeType: "application/pdf", buffer: pdfOfSize(2 * MB) });
    const uploadUrl = new URL((await (await created).headerValue("location"))!, page.url()).href;
    await expect.poll(() => patches).toBeGreaterThanOrEqual(2);
    // Reloaded with the second request still held (let go first, it could finish the upload before the reload).
    await page.reload();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expect(page.getByText(new RegExp(`${name.replace(".", "\\.")} was \\d+% uploaded`))).toBeVisible();
    const headOf = () => page.evaluate(async (url) => (await fetch(url, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0" }, cache: "no-store" })).status, uploadUrl);
    expect(await headOf()).toBe(200);
    return headOf;
  }

  test("removing an upload left unfinished by a reload deletes what the server had of it", async ({ page, request }) => {
    const headOf = await leftUnfinished(page, await firstJobId(request), "abandoned-cv.pdf");
    await page.getByRole("button", { name: "Remove abandoned-cv.pdf" }).click();
    await expect(page.getByText("abandoned-cv.pdf")).toHaveCount(0);
    await expect.poll(headOf).toBe(404);
  });

  test("another file chosen in place of an upload left unfinished deletes what the server had of the first", async ({ page, request }) => {
    const headOf = await leftUnfinished(page, await firstJobId(request), "first-cv.pdf");
    await page.locator("#field-resume").setInputFiles({ name: "second-cv.pdf", mimeType: "application/pdf", buffer: pdfOfSize(64 * 1024) });
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded");
    await expect.poll(headOf).toBe(404);
  });

  test("a finished upload is still there after a reload", async ({ page, request }) => {
    const jobId = await firstJobId(request);
    await page.goto(`/job-application/${jobId}`);
    await page.locator("#field-resume").setInputFiles({ name: "kept-cv.pdf", mimeType: "application/pdf", buffer: pdfOfSize(64 * 1024) });
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded");
    await page.reload();
    await expect(uploadStatus(page, "resume")).toContainText("kept-cv.pdf");
    await expect(uploadStatus(page, "resume")).toContainText("Uploaded");
  });

  test("an upload id that is forged or another browser's is refused, and nothing is stored", async ({ page, browser, request }) => {
    const jobId = await firstJobId(request);
    // Another applicant's finished upload.
    const other = await browser.newPage();
    await other.goto(`/job-application/${jobId}`);
    const created = other.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/uploads"));
    await other.locator("#field-resume").setInputFiles({ name: "someone-else.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) });
    const foreignId = (await (await created).headerValue("location"))!.split("/").pop()!;
    await expect(uploadStatus(other, "resume")).toContainText("Uploaded");
    await other.close();

    for (const stolen of [foreignId, "0123456789abcdef0123456789abcdef"]) {
      await page.goto(`/job-application/${jobId}`);
      const email = `thief-${stolen.slice(0, 6)}-${Date.now()}@example.com`;
      await fillApplication(page, { "Email Address": email });
      await page.locator("#field-resume").setInputFiles({ name: "mine.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) });
      await expect(uploadStatus(page, "resume")).toContainText("Uploaded");
      await acceptTerms(page);
      // The submit names someone else's upload (or a made-up one) instead of this browser's.
      let swapped = false;
      await page.route(`**/job-application/${jobId}`, async (route) => {
        const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
        // React prefixes a server action's FormData fields with its argument's id ("_1_resumeUpload").
        const forged = body.replace(/(name="[^"]*resumeUpload"\r\n\r\n)[0-9a-f]{32}/, `$1${stolen}`);
        swapped ||= forged !== body;
        await route.continue(forged !== body ? { postData: Buffer.from(forged, "latin1") } : undefined);
      });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.locator("#field-resume-error")).toHaveText("Your file could not be found any more. Please choose it again.");
      expect(swapped).toBe(true);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      expect((await receivedApplications()).some((a) => a.email === email)).toBe(false);
    }
  });

  test("an oversize upload is refused before a byte is stored", async ({ request }) => {
    const response = await request.post("/api/uploads", {
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(10 * MB + 1), "Upload-Metadata": `filename ${Buffer.from("big.pdf").toString("base64")}` },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe("This file is larger than 10MB. Please choose a smaller file.");
    expect(response.headers()["location"]).toBeUndefined();
  });
});
