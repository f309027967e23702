import { mkdtempSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { inlineScriptHashes } from "../lib/security/inline-script-hashes.mjs";
import { listSubmissions, MINIMAL_PDF, runCrashTest, startInstance, stopInstance, validApplication, validDemo, validLead, type Instance } from "../scripts/crash-test";
import { expect, test } from "./fixtures";
import { watchPage } from "./page-problems";

/**
 * Security headers, the CSP in a real browser, and abuse of every POST endpoint and server action. The abuse tests
 * run against a private instance (own port and DATA_DIR) so that "nothing was stored" can be read back with the
 * staff command once it is stopped.
 */

const REQUIRED_HEADERS = {
  "content-security-policy": /default-src 'self'.*frame-ancestors 'none'/,
  "strict-transport-security": /max-age=63072000; includeSubDomains; preload/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  "x-frame-options": /^DENY$/,
  "cross-origin-opener-policy": /^same-origin$/,
};

function expectSecurityHeaders(headers: Record<string, string>, label: string): void {
  for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
    expect(headers[name], `${label}: ${name}`).toMatch(pattern);
  }
  expect(headers["x-powered-by"], `${label}: X-Powered-By`).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${label}: no unsafe-eval`).not.toContain("unsafe-eval");
  expect(/script-src ([^;]*)/.exec(csp)?.[1], `${label}: script-src`).not.toContain("unsafe-inline");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'", "font-src 'self'"]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
}

test.describe("security headers", () => {
  test("on pages, redirects, API responses and static files", async ({ request }) => {
    const home = await request.get("/");
    expectSecurityHeaders(home.headers(), "page /");
    const html = await home.text();
    for (const p of ["/contact", "/blogs", "/job-postings"]) expectSecurityHeaders((await request.get(p)).headers(), `page ${p}`);
    expectSecurityHeaders((await request.get("/no-such-page", { maxRedirects: 0 })).headers(), "redirect");
    expectSecurityHeaders((await request.get("/api/jobs")).headers(), "GET /api/jobs");
    expectSecurityHeaders((await request.post("/api/lead", { data: "{", headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.1" } })).headers(), "POST /api/lead");
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "a script on the home page").toBeTruthy();
    expectSecurityHeaders((await request.get(asset!)).headers(), "static file");
  });

  test("no internal Next header tells a visitor the path a page is rendered from", async ({ request }) => {
    // /contact is rendered from /en/contact: Next's router announced it in x-middleware-rewrite.
    for (const path of ["/", "/contact", "/ar/contact", "/compliance/gdpr", "/compliance/no-such-id", "/no-such-page", "/api/jobs"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(Object.keys(response.headers()).filter((name) => name.startsWith("x-middleware-")), path).toEqual([]);
    }
  });
});

test.describe("the CSP lets the site work", () => {
  for (const pathname of ["/", "/blindspot", "/solutions/industry/finance", "/compliance", "/blogs", "/job-postings", "/contact", "/request-demo"]) {
    test(`${pathname}: scripts run, no violation or console error`, async ({ page }) => {
      const problems = await watchPage(page);
      const response = await page.goto(pathname, { waitUntil: "load" });
      expect(response?.status()).toBeLessThan(400);
      // The inline RSC payload ran (self.__next_f) and React hydrated the document.
      await expect.poll(() => page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
      await page.waitForLoadState("networkidle");
      expect(await problems()).toEqual([]);
    });
  }

  test("job detail and application pages: scripts run, no violation or console error", async ({ page, request }) => {
    const jobs = (await (await request.get("/api/jobs")).json()) as { id?: unknown }[] | { data?: { id?: unknown }[] };
    const jobId = String((Array.isArray(jobs) ? jobs : (jobs.data ?? []))[0]?.id ?? "1");
    const problems = await watchPage(page);
    for (const pathname of [`/job-details/${jobId}`, `/job-application/${jobId}`]) {
      const response = await page.goto(pathname, { waitUntil: "load" });
      expect(response?.status(), pathname).toBeLessThan(400);
      await page.waitForLoadState("networkidle");
      expect(await problems(), pathname).toEqual([]);
    }
  });

  test("client-side navigation fetches RSC payloads without violations", async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto("/");
    const link = page.locator('main a[href^="/"]:not([href="/"])').first();
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL((url) => url.pathname === href?.split(/[?#]/)[0]);
    await page.waitForLoadState("networkidle");
    expect(await problems()).toEqual([]);
  });
});

test.describe("the CSP allows only the site's own inline scripts", () => {
  test("each page's policy names every inline script it carries by hash, and nothing wholesale", async ({ request }) => {
    for (const pathname of ["/", "/contact", "/blogs", "/job-postings", "/no-such-page"]) {
      const res = await request.get(pathname);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc, pathname).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https?:/);
      const inline = inlineScriptHashes(await res.text());
      expect(inline.length, `${pathname}: the App Router's inline payload`).toBeGreaterThan(0);
      for (const hash of inline) expect(scriptSrc, pathname).toContain(hash);
    }
  });

  test("a script injected into the page is refused by the browser", async ({ page }) => {
    await page.goto("/contact");
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(`blocked by ${e.violatedDirective}`), { once: true });
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
          setTimeout(() => resolve((window as unknown as { __injected?: boolean }).__injected ? "ran" : "no report"), 1000);
        }),
    );
    expect(outcome).toMatch(/^blocked by script-src/);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** A 4xx with a JSON body whose message a person can read, and no internals. */
async function expectClearRejection(res: APIResponse, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status(), `${label}: status (body ${text.slice(0, 200)})`).toBeGreaterThanOrEqual(400);
  expect(res.status(), `${label}: status (body ${text.slice(0, 200)})`).toBeLessThan(500);
  expect(res.headers()["content-type"] ?? "", `${label}: JSON`).toContain("application/json");
  const body = JSON.parse(text) as { error?: unknown; message?: unknown };
  const message = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : "";
  expect(message.length, `${label}: a message (${text.slice(0, 200)})`).toBeGreaterThan(3);
  expect(text, `${label}: no stack trace`).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|\.js:\d+|ECONN|SQLSTATE|syntax error at/i);
}

const INJECTIONS = {
  html: `<script>alert(document.cookie)</script><img src=x onerror=alert(1)>`,
  sql: `'; DROP TABLE submissions; --`,
  traversal: `../../../../etc/passwd`,
};

const huge = (bytes: number) => "A".repeat(bytes);

test.describe("abuse of the POST endpoints and server actions", () => {
  test.describe.configure({ mode: "serial" });
  let instance: Instance;
  let dataDir: string;
  let client = 0;
  /** Each request looks like a different client, so the rate limit cannot hide what validation answers. */
  const headers = (extra: Record<string, string> = {}) => ({ "x-forwarded-for": `10.66.${Math.floor(++client / 250)}.${client % 250}`, ...extra });
  const url = (p: string) => `${instance.base}${p}`;
  /** Endpoints that accepted a (legitimate) submission below; everything else must have stored nothing. */
  const accepted: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "e7-abuse-"));
    instance = await startInstance(3401, dataDir, { REVALIDATE_SECRET: "abuse-secret" });
  });

  test.afterAll(async () => {
    if (instance) await stopInstance(instance);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  for (const endpoint of ["/api/lead", "/api/demo"] as const) {
    const valid = endpoint === "/api/lead" ? validLead("abuse") : validDemo("abuse");
    test(`${endpoint}: malformed, wrong-type, oversized and injected JSON is refused`, async ({ request }) => {
      const json = { "content-type": "application/json" };
      const cases: [string, Parameters<typeof request.post>[1]][] = [
        ["malformed JSON", { headers: headers(json), data: '{"firstName": "Ada",' }],
        ["empty body", { headers: headers(json), data: "" }],
        ["JSON array", { headers: headers(json), data: "[1,2,3]" }],
        ["JSON string", { headers: headers(json), data: '"hello"' }],
        ["JSON null", { headers: headers(json), data: "null" }],
        ["fields of the wrong type", { headers: headers(json), data: JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, { $gt: "" }]))) }],
        ["numbers for strings", { headers: headers(json), data: JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, 12345]))) }],
        ["missing fields", { headers: headers(json), data: "{}" }],
        ["text/plain", { headers: headers({ "content-type": "text/plain" }), data: JSON.stringify(valid) }],
        ["form-urlencoded", { headers: headers({ "content-type": "application/x-www-form-urlencoded" }), data: new URLSearchParams(valid as Record<string, string>).toString() }],
        ["no content type", { headers: headers(), data: Buffer.from(JSON.stringify(valid)) }],
        ["oversized body (2 MB)", { headers: headers(json), data: JSON.stringify({ ...valid, message: huge(2_000_000), companyName: huge(2_000_000) }) }],
        ["overlong field (20 kB)", { headers: headers(json), data: JSON.stringify({ ...valid, firstName: huge(20_000), dmFirstName: huge(20_000) }) }],
        ["script in the email", { headers: headers(json), data: JSON.stringify({ ...valid, email: `${INJECTIONS.html}@example.com` }) }],
        ["SQL in the email", { headers: headers(json), data: JSON.stringify({ ...valid, email: INJECTIONS.sql }) }],
        ["prototype pollution", { headers: headers(json), data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' }],
      ];
      for (const [label, options] of cases) await expectClearRejection(await request.post(url(endpoint), options), `${endpoint} ${label}`);
    });

    test(`${endpoint}: markup and SQL in free text are never a 500`, async ({ request }) => {
      // Free-text fields may legitimately contain these characters: they are stored as inert text or refused.
      const body = { ...valid, firstName: INJECTIONS.html, lastName: INJECTIONS.sql, message: `${INJECTIONS.html} ${INJECTIONS.sql}`, companyName: INJECTIONS.html };
      const res = await request.post(url(endpoint), { headers: headers({ "content-type": "application/json" }), data: JSON.stringify(body) });
      expect(res.status(), await res.text()).toBeLessThan(500);
      accepted.push(...(res.ok() ? [endpoint] : []));
    });
  }

  test("/api/job-applications: malformed, wrong-type, fake and oversized uploads are refused", async ({ request }) => {
    const jobs = (await (await request.get(url("/api/jobs"))).json()) as { id?: unknown }[] | { data?: { id?: unknown }[] };
    const jobId = String((Array.isArray(jobs) ? jobs : (jobs.data ?? []))[0]?.id ?? "1");
    const base = Object.fromEntries([...validApplication("abuse", jobId).entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const multipart = (fields: Record<string, string>, files: Record<string, { name: string; mimeType: string; buffer: Buffer }>) => ({ ...fields, ...files });
    const pdf = (name = "resume.pdf") => ({ name, mimeType: "application/pdf", buffer: MINIMAL_PDF });
    const cases: [string, Parameters<typeof request.post>[1]][] = [
      ["JSON instead of multipart", { headers: headers({ "content-type": "application/json" }), data: JSON.stringify(base) }],
      ["broken multipart", { headers: headers({ "content-type": "multipart/form-data; boundary=zzz" }), data: "--zzz\r\nContent-Disposition: form-data; name=\"firstName\"\r\n\r\nAda\r\n--zz" }],
      ["form-urlencoded", { headers: headers({ "content-type": "application/x-www-form-urlencoded" }), data: new URLSearchParams(base).toString() }],
      ["no resume", { headers: headers(), multipart: multipart(base, {}) }],
      ["resume is text named .pdf", { headers: headers(), multipart: multipart(base, { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text, not a PDF") } }) }],
      ["resume is an executable named .pdf", { headers: headers(), multipart: multipart(base, { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2048)]) } }) }],
      ["resume is HTML", { headers: headers(), multipart: multipart(base, { resume: { name: "resume.html", mimeType: "text/html", buffer: Buffer.from(INJECTIONS.html) } }) }],
      ["path traversal name, fake content", { headers: headers(), multipart: multipart(base, { resume: { name: `${INJECTIONS.traversal}.pdf`, mimeType: "application/pdf", buffer: Buffer.from("#!/bin/sh\nrm -rf /\n") } }) }],
      ["resume over 10 MB", { headers: headers(), multipart: multipart(base, { resume: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20)]) } }) }],
      ["other document is fake", { headers: headers(), multipart: multipart(base, { resume: pdf(), otherDoc: { name: "other.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("not a zip") } }) }],
      ["missing required fields", { headers: headers(), multipart: multipart({ jobId }, { resume: pdf() }) }],
      ["numbers that are not numbers", { headers: headers(), multipart: multipart({ ...base, totalExperience: INJECTIONS.sql, expectedSalary: "1e309", yearOfGraduation: "1800" }, { resume: pdf() }) }],
      ["script in the email", { headers: headers(), multipart: multipart({ ...base, email: `${INJECTIONS.html}@example.com` }, { resume: pdf() }) }],
      ["overlong cover letter (200 kB)", { headers: headers(), multipart: multipart({ ...base, coverLetter: huge(200_000) }, { resume: pdf() }) }],
    ];
    for (const [label, options] of cases) await expectClearRejection(await request.post(url("/api/job-applications"), options), `/api/job-applications ${label}`);
  });

  test("/api/job-applications: a traversal file name never becomes a path (files are kept in the database)", async ({ request }) => {
    const jobs = (await (await request.get(url("/api/jobs"))).json()) as { id?: unknown }[] | { data?: { id?: unknown }[] };
    const jobId = String((Array.isArray(jobs) ? jobs : (jobs.data ?? []))[0]?.id ?? "1");
    const fields = Object.fromEntries([...validApplication("traversal", jobId).entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const res = await request.post(url("/api/job-applications"), {
      headers: headers(),
      multipart: { ...fields, resume: { name: "../../../evil-e7.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF } },
    });
    expect(res.status(), await res.text()).toBeLessThan(500);
    if (res.ok()) accepted.push("/api/job-applications");
    for (const dir of [dataDir, path.dirname(dataDir), path.join(dataDir, "uploads")]) {
      expect(existsSync(path.join(dir, "evil-e7.pdf")), `no evil-e7.pdf in ${dir}`).toBe(false);
    }
    // Documents are kept in the database: nothing at all is written under DATA_DIR besides it.
    const outsideDatabase = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && path.relative(dataDir, e.parentPath).split(path.sep)[0] !== "pglite")
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
    expect(outsideDatabase, "files under DATA_DIR outside the database").toEqual([]);
    // The visitor's name is kept as metadata only, without its directories; the document has a generated name.
    const stored = listSubmissions(dataDir).filter((s) => s.type === "application" && s.email === "traversal@example.com");
    expect(stored.length).toBe(res.ok() ? 1 : 0);
    if (res.ok()) expect(stored[0]).toMatchObject({ resumeName: "evil-e7.pdf", resumeFile: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/) });
  });

  test("/api/revalidate: only the secret opens it, and bad bodies are refused", async ({ request }) => {
    const json = { "content-type": "application/json" };
    const good = JSON.stringify({ tags: ["blogs"] });
    const cases: [string, Parameters<typeof request.post>[1]][] = [
      ["no secret", { headers: headers(json), data: good }],
      ["wrong secret", { headers: headers({ ...json, "x-revalidate-secret": "guess" }), data: good }],
      ["secret in the wrong case of value", { headers: headers({ ...json, "x-revalidate-secret": "ABUSE-SECRET" }), data: good }],
      ["malformed JSON", { headers: headers({ ...json, "x-revalidate-secret": "abuse-secret" }), data: "{" }],
      ["tags of the wrong type", { headers: headers({ ...json, "x-revalidate-secret": "abuse-secret" }), data: JSON.stringify({ tags: "blogs; rm -rf /" }) }],
      ["unknown tag", { headers: headers({ ...json, "x-revalidate-secret": "abuse-secret" }), data: JSON.stringify({ tags: [INJECTIONS.traversal] }) }],
      ["oversized body", { headers: headers({ ...json, "x-revalidate-secret": "abuse-secret" }), data: JSON.stringify({ tags: Array(200_000).fill("blogs") }) }],
    ];
    for (const [label, options] of cases) await expectClearRejection(await request.post(url("/api/revalidate"), options), `/api/revalidate ${label}`);
    const ok = await request.post(url("/api/revalidate"), { headers: headers({ ...json, "x-revalidate-secret": "abuse-secret" }), data: good });
    expect(ok.status(), "the right secret and body work").toBeLessThan(300);
  });

  test("server actions: an unknown action id or a garbage body is never a 500", async ({ request }) => {
    for (const pathname of ["/contact", "/request-demo"]) {
      const res = await request.post(url(pathname), { headers: headers({ "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" }), data: "[garbage" });
      expect(res.status(), `${pathname} unknown action`).toBeGreaterThanOrEqual(400);
      expect(res.status(), `${pathname} unknown action`).toBeLessThan(500);
    }
  });

  test("server actions: the no-JS form post with malformed and injected input re-renders with errors", async ({ request }) => {
    for (const pathname of ["/contact", "/request-demo"]) {
      const html = await (await request.get(url(pathname))).text();
      // The hidden fields React renders for a progressively enhanced form ($ACTION_REF_n, $ACTION_n:k, $ACTION_KEY).
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m) => [m[1]!, (m[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&")]),
      );
      expect(Object.keys(hidden).length, `${pathname} renders a form that works without JavaScript`).toBeGreaterThan(0);
      const form: Record<string, string> = { ...hidden, email: INJECTIONS.html, firstName: INJECTIONS.sql, lastName: huge(50_000), companyName: huge(50_000), dmFirstName: "", phoneNumber: "x", message: INJECTIONS.html };
      const res = await request.post(url(pathname), { headers: headers(), multipart: form });
      const body = await res.text();
      expect(res.status(), `${pathname} no-JS post`).toBeLessThan(500);
      expect(body, "the injected markup is escaped, never echoed raw").not.toContain("<script>alert(document.cookie)</script>");
      expect(body).not.toMatch(/\bat \S+ \(|node_modules|SQLSTATE/);
    }
  });

  test("nothing was stored but what was accepted", async () => {
    await stopInstance(instance);
    const stored = listSubmissions(dataDir);
    const count = (type: string) => stored.filter((s) => s.type === type).length;
    expect(count("lead")).toBe(accepted.filter((e) => e === "/api/lead").length);
    expect(count("demo")).toBe(accepted.filter((e) => e === "/api/demo").length);
    expect(count("application")).toBe(accepted.filter((e) => e === "/api/job-applications").length);
    expect(stored.length).toBe(accepted.length);
  });
});

test.describe("durability", () => {
  test("a server killed (SIGKILL) right after acknowledging keeps every acknowledged submission", async () => {
    test.setTimeout(180_000);
    const report = await runCrashTest({ port: 3400, count: 12 });
    expect(report.acknowledged.length).toBe(13);
    expect(report.missing).toEqual([]);
  });
});
