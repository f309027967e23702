#!/usr/bin/env node
// npm run bench:upload: the time from choosing a 10 MB resume to a stored application, over an emulated slow 4G link
// (1.6 Mbit/s each way, 150 ms round trip) that drops once for 5 seconds, 20 seconds after the file is chosen.
//   tus        this site: the file uploads as soon as it is chosen (tus, 512 KiB requests) and resumes after the drop;
//              the final submit carries the text and the upload id.
//   multipart  the form as it was: one multipart post with the file (the no-JavaScript path, unchanged), which the
//              drop breaks; the applicant submits again as soon as the network is back, from zero.
// Prints one table. Needs a build (`npm run build`); run it in its own network namespace:
//   unshare -n bash -c 'ip link set lo up; npm run bench:upload'
// Options: --port 3000 (the site; the link listens on port+1), --drop-at 20, --drop-for 5 (seconds), --mbit 1.6
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureBuilt, parseArgs, startNext, stopAndWait } from "./bench-common.mjs";
import { createLink } from "./bench-link.mjs";

const args = parseArgs();
const PORT = Number(args.port ?? 3000);
const LINK_PORT = PORT + 1;
const DROP_AT_MS = Number(args["drop-at"] ?? 20) * 1000;
const DROP_FOR_MS = Number(args["drop-for"] ?? 5) * 1000;
const MBIT = Number(args.mbit ?? 1.6);
const FILE_BYTES = 10 * 1024 * 1024;

const APPLICANT = {
  "#field-firstName": "Grace", "#field-lastName": "Hopper", "#field-phoneNumber": "7700 900 123", "#field-address": "1 Compiler Lane",
  "#field-city": "Arlington", "#field-state": "Virginia", "#field-country": "United States", "#field-postalCode": "22201",
  "#field-currentJobTitle": "Principal Engineer", "#field-currentCompany": "Navy Labs", "#field-totalExperience": "12",
  "#field-relevantExperience": "8", "#field-expectedSalary": "150000", "#field-noticePeriod": "2", "#field-joiningDate": "2030-01-15",
  "#field-university": "Yale University", "#field-yearOfGraduation": "2010", "#field-fieldOfStudy": "Mathematics",
  "#field-coverLetter": "I build systems people can trust.",
};

async function fill(page, email) {
  for (const [selector, value] of Object.entries(APPLICANT)) await page.locator(selector).fill(value);
  await page.locator("#field-email").fill(email);
  await page.locator("#field-highestEducation").selectOption("Master's Degree");
  await page.locator("#field-howDidYouHearAboutUs").selectOption("LinkedIn");
  await page.getByRole("group", { name: "Are you willing to relocate?" }).getByLabel("No").check();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
}

const stored = (page) => page.waitForURL(/\/job-details\/|chrome-error:/, { timeout: 600_000 }).then(() => page.url().includes("/job-details/"));

/** This site: choose the file (upload starts), fill in the form, submit; the drop happens during the upload. */
async function tusRun(browser, base, jobId, file, link) {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  page.setDefaultTimeout(600_000);
  await page.goto(`/job-application/${jobId}`);
  const started = performance.now();
  setTimeout(() => link.drop(DROP_FOR_MS), DROP_AT_MS);
  await page.locator("#field-resume").setInputFiles(file); // the upload starts here...
  await fill(page, `tus-${Date.now()}@example.com`); // ...while the applicant types
  await page.getByRole("button", { name: "Submit Application" }).click();
  if (!(await stored(page))) throw new Error("the tus run did not store the application");
  await page.context().close();
  return { ms: performance.now() - started, restarts: 0 };
}

/** The form as before: one multipart post; when the drop breaks it, submit again from zero once the link is back. */
async function multipartRun(browser, base, jobId, file, link) {
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000); // the click waits for the posted form's navigation, which takes the whole upload
  const email = `multipart-${Date.now()}@example.com`;
  await page.goto(`/job-application/${jobId}`);
  const started = performance.now();
  const backAt = started + DROP_AT_MS + DROP_FOR_MS;
  setTimeout(() => link.drop(DROP_FOR_MS), DROP_AT_MS);
  for (let attempt = 0; ; attempt++) {
    await page.locator("#field-resume").setInputFiles(file);
    await fill(page, email);
    await page.getByRole("button", { name: "Submit Application" }).click(); // the upload starts here
    if (await stored(page)) {
      await context.close();
      return { ms: performance.now() - started, restarts: attempt };
    }
    console.error(`bench:upload: the post broke (${page.url()}); submitting again when the link is back`);
    // The applicant notices the error page and tries again when the network is back: reload the form, submit again.
    await new Promise((r) => setTimeout(r, Math.max(0, backAt - performance.now())));
    await page.goto(`/job-application/${jobId}`);
  }
}

async function main() {
  ensureBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), "e7-bench-upload-"));
  const file = path.join(dir, "resume-10mb.pdf");
  const bytes = Buffer.alloc(FILE_BYTES, 0x20);
  Buffer.from("%PDF-1.7\n", "latin1").copy(bytes);
  writeFileSync(file, bytes);

  const site = await startNext({ port: PORT, env: { NEXT_PUBLIC_SITE_URL: `http://localhost:${LINK_PORT}` } });
  const bytesPerSecond = (MBIT * 1e6) / 8;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    const jobs = await (await fetch(`http://127.0.0.1:${PORT}/api/jobs`)).json();
    const jobId = String((Array.isArray(jobs) ? jobs : jobs.data)[0].id);
    for (const [name, run] of [["tus (this site)", tusRun], ["multipart, restarted", multipartRun]]) {
      const link = createLink({ port: LINK_PORT, target: PORT, bytesPerSecond, latencyMs: 75 });
      await link.listen();
      try {
        console.error(`bench:upload: ${name}...`);
        const result = await run(browser, `http://localhost:${LINK_PORT}`, jobId, file, link);
        rows.push({ design: name, seconds: (result.ms / 1000).toFixed(1), restarts: result.restarts, "MB sent up": (link.stats.up / 1e6).toFixed(1) });
      } finally {
        await link.close();
      }
    }
  } finally {
    await browser.close();
    await stopAndWait(site);
  }
  console.log(`\n10 MB resume, ${MBIT} Mbit/s each way, 150 ms RTT, one ${DROP_FOR_MS / 1000} s drop at ${DROP_AT_MS / 1000} s: time from choosing the file to a stored application`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
