#!/usr/bin/env node
// `npm run check:headers [-- --base http://localhost:3000] [--min B+]`
//
// Grades the site's response headers with the rules and score table of Mozilla's HTTP Observatory
// (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*.js and src/grader/charts.js, algorithm of 2025), run
// locally. Why not the scanner itself: @mdn/mdn-http-observatory depends on pg-native (a native PostgreSQL client
// build) and, against a loopback http:// site, grades TLS that only exists in production (no https -> "redirection
// missing" -20 and "HSTS not implemented, no https" -20). So this check grades the headers as they will be served
// behind TLS (deploy/nginx.conf terminates it and redirects http -> https) and says so in its output.
//
// It also checks that the required headers are present on every kind of response: a page, a redirect, a 404,
// an API response and a static file. Exit code 1 if any is missing, or if the grade is below --min.

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return args[i].includes("=") ? args[i].split("=").slice(1).join("=") : args[i + 1];
};
const base = (arg("base", process.env.BASE_URL || "http://localhost:3000") || "").replace(/\/+$/, "");
const minGrade = arg("min", "");

const GRADES = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"],
  [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];
const gradeFor = (score) => GRADES.find(([min]) => Math.max(score, 0) >= min)[1];
const gradeRank = (grade) => GRADES.findIndex(([, g]) => g === grade);

const REQUIRED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

// ---- the Observatory's tests, each returning [result id, modifier, pass] ----

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isNonceOrHash = (s) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(s);

function parseCsp(value) {
  const policy = new Map();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) return { policy, duplicate: true };
    policy.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return { policy, duplicate: false };
}

function cspTest(headers, https) {
  const value = headers.get("content-security-policy");
  if (!value) return ["csp-not-implemented", -25, false];
  const { policy: csp, duplicate } = parseCsp(value);
  const src = (d) => new Set(csp.get(d) || csp.get("default-src") || ["*"]);
  const script = src("script-src");
  const style = src("style-src");
  const object = src("object-src");
  for (const list of [script, style]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  if ([...script].some(isNonceOrHash) && script.has("'strict-dynamic'")) {
    for (const s of [...script]) if (s === "'self'" || s === "'unsafe-inline'" || [...BROAD].some((b) => s.startsWith(b))) script.delete(s);
  } else if (script.has("'strict-dynamic'")) return ["csp-header-invalid", -25, false];

  const active = [...csp].filter(([d]) => !["img-src", "media-src", "script-src"].includes(d)).flatMap(([, s]) => [...s]);
  active.push(...script);
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) || csp.get("default-src") || [])]);
  const insecure = (s) => s.startsWith("http:") || s.startsWith("ftp:");

  let result;
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) result = ["csp-implemented-with-unsafe-inline", -20, false];
  else if (https && active.some(insecure)) result = ["csp-implemented-with-insecure-scheme", -20, false];
  else if (new Set([...script, ...style]).has("'unsafe-eval'")) result = ["csp-implemented-with-unsafe-eval", -10, false];
  else if (https && passive.some(insecure)) result = ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10, true];
  else if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) result = ["csp-implemented-with-unsafe-inline-in-style-src-only", 0, true];
  else if (csp.get("default-src")?.has("'none'") && csp.get("default-src").size === 1) result = ["csp-implemented-with-no-unsafe-default-src-none", 10, true];
  else result = ["csp-implemented-with-no-unsafe", 5, true];
  if (result[2] && duplicate) result = ["csp-implemented-but-duplicate-directives", 0, true];
  return result;
}

function cookiesTest(setCookies, https) {
  if (setCookies.length === 0) return ["cookies-not-found", 0, true];
  const flags = setCookies.map((c) => c.toLowerCase());
  const secure = flags.every((c) => /;\s*secure/.test(c));
  const sameSite = flags.every((c) => /;\s*samesite=(strict|lax)/.test(c));
  if (!secure || !https) return ["cookies-without-secure-flag", -20, false];
  return sameSite ? ["cookies-secure-with-httponly-sessions-and-samesite", 5, true] : ["cookies-secure-with-httponly-sessions", 0, true];
}

function coopTest(headers) {
  const value = headers.get("cross-origin-opener-policy");
  if (!value) return ["coop-not-implemented", 0, true];
  const token = value.split(";")[0].trim();
  if (["same-origin", "same-origin-allow-popups", "noopener-allow-popups"].includes(token)) return [`coop-implemented-with-${token}`, 10, true];
  if (token === "unsafe-none") return ["coop-implemented-with-unsafe-none", 0, true];
  return ["coop-header-invalid", -5, false];
}

function coepTest(headers) {
  const value = headers.get("cross-origin-embedder-policy");
  if (!value) return ["coep-not-implemented", 0, true];
  const token = value.split(";")[0].trim();
  if (token === "require-corp" || token === "credentialless") return [`coep-implemented-with-${token}`, 10, true];
  if (token === "unsafe-none") return ["coep-implemented-with-unsafe-none", 0, true];
  return ["coep-header-invalid", -5, false];
}

function corpTest(headers) {
  const value = headers.get("cross-origin-resource-policy");
  if (!value) return ["corp-not-implemented", 0, true];
  const v = value.trim().toLowerCase();
  if (v === "same-origin" || v === "same-site") return [`corp-implemented-with-${v}`, 10, true];
  if (v === "cross-origin") return ["corp-implemented-with-cross-origin", 0, true];
  return ["corp-header-invalid", -5, false];
}

function corsTest(preflight) {
  const acao = preflight?.headers.get("access-control-allow-origin");
  if (!acao) return ["cross-origin-resource-sharing-not-implemented", 0, true];
  if (acao.trim() === "*") return ["cross-origin-resource-sharing-implemented-with-public-access", 0, true];
  const credentials = (preflight.headers.get("access-control-allow-credentials") || "").trim().toLowerCase() === "true";
  if (acao === "https://http-observatory.security.mozilla.org" && credentials) return ["cross-origin-resource-sharing-implemented-with-universal-access", -50, false];
  return ["cross-origin-resource-sharing-implemented-with-restricted-access", 0, true];
}

function redirectionTest(https) {
  // On loopback there is no TLS; in production deploy/nginx.conf answers plain http with a 301 to https.
  return https ? ["redirection-not-needed-no-http", 0, true] : ["redirection-not-graded-on-loopback (TLS terminates at the proxy)", 0, true];
}

function referrerTest(headers) {
  const value = headers.get("referrer-policy");
  if (!value) return ["referrer-policy-not-implemented", 0, true];
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const policy = value.split(",").map((v) => v.trim().toLowerCase()).filter((v) => good.includes(v) || bad.includes(v)).at(-1);
  if (good.includes(policy)) return ["referrer-policy-private", 5, true];
  if (bad.includes(policy)) return ["referrer-policy-unsafe", -5, false];
  return ["referrer-policy-header-invalid", -5, false];
}

function hstsTest(headers) {
  const value = headers.get("strict-transport-security");
  if (!value) return ["hsts-not-implemented", -20, false];
  if (value.includes(",")) return ["hsts-header-invalid", -20, false];
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return ["hsts-header-invalid", -20, false];
  return Number(maxAge[1]) >= 15_552_000 ? ["hsts-implemented-max-age-at-least-six-months", 0, true] : ["hsts-implemented-max-age-less-than-six-months", -10, false];
}

function sriTest(html, pageUrl) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((m) => ({ src: m[1], tag: m[0] }));
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0, true];
  const origin = new URL(pageUrl).origin;
  const external = scripts.filter((s) => new URL(s.src, pageUrl).origin !== origin);
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, true];
  const allIntegrity = external.every((s) => /\bintegrity=/.test(s.tag));
  const allSecure = external.every((s) => new URL(s.src, pageUrl).protocol === "https:");
  if (allIntegrity && allSecure) return ["sri-implemented-and-external-scripts-loaded-securely", 5, true];
  if (allSecure) return ["sri-not-implemented-but-external-scripts-loaded-securely", -5, false];
  return ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50, false];
}

function xctoTest(headers) {
  const value = headers.get("x-content-type-options");
  if (!value) return ["x-content-type-options-not-implemented", -5, false];
  return value.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0, true] : ["x-content-type-options-header-invalid", -5, false];
}

function xfoTest(headers) {
  const csp = headers.get("content-security-policy");
  if (csp && parseCsp(csp).policy.has("frame-ancestors")) return ["x-frame-options-implemented-via-csp", 5, true];
  const value = (headers.get("x-frame-options") || "").trim().toLowerCase();
  if (!value) return ["x-frame-options-not-implemented", -20, false];
  if (value === "deny" || value === "sameorigin") return ["x-frame-options-sameorigin-or-deny", 5, true];
  return value.startsWith("allow-from") ? ["x-frame-options-allow-from-origin", 0, true] : ["x-frame-options-header-invalid", -20, false];
}

// ---- run ----

async function get(path, init = {}) {
  return fetch(base + path, { redirect: "manual", ...init, headers: { accept: "text/html,*/*;q=0.8", ...(init.headers || {}) } });
}

async function main() {
  let page;
  try {
    page = await get("/");
  } catch (error) {
    console.error(`check:headers: cannot reach ${base} (${error.cause?.code || error.message}). Start the site first (npm start).`);
    process.exit(2);
  }
  const html = await page.text();
  const https = base.startsWith("https://");
  const preflight = await get("/", { method: "OPTIONS", headers: { origin: "https://http-observatory.security.mozilla.org", "access-control-request-method": "GET" } }).catch(() => null);
  const setCookies = page.headers.getSetCookie?.() ?? [];

  const tests = [
    ["content-security-policy", cspTest(page.headers, https)],
    ["cookies", cookiesTest(setCookies, https)],
    ["cross-origin-embedder-policy", coepTest(page.headers)],
    ["cross-origin-opener-policy", coopTest(page.headers)],
    ["cross-origin-resource-sharing", corsTest(preflight)],
    ["redirection", redirectionTest(https)],
    ["referrer-policy", referrerTest(page.headers)],
    ["strict-transport-security", hstsTest(page.headers)],
    ["subresource-integrity", sriTest(html, base + "/")],
    ["x-content-type-options", xctoTest(page.headers)],
    ["x-frame-options", xfoTest(page.headers)],
    ["cross-origin-resource-policy", corpTest(page.headers)],
  ];

  let withCredit = 100;
  let uncurved = 100;
  for (const [, [, modifier]] of tests) {
    withCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  // As the Observatory: bonus points count only when the score without them is already an A (>= 90).
  const score = uncurved >= 90 ? withCredit : uncurved;
  const grade = gradeFor(score);

  console.log(`HTTP Observatory rules (local run) against ${base}/  [status ${page.status}]`);
  for (const [name, [result, modifier, pass]] of tests) {
    console.log(`  ${pass ? "pass" : "FAIL"}  ${name.padEnd(30)} ${String(modifier > 0 ? `+${modifier}` : modifier).padStart(4)}  ${result}`);
  }
  console.log(`Score ${score}, grade ${grade}${https ? "" : "  (http on loopback: HSTS and redirection graded as served behind TLS)"}`);

  // Presence of the required headers on every kind of response.
  // A script's src or a link's href, not an inlined stylesheet's data-href (which lists several files).
  const staticPath = /(?<![-\w])(?:src|href)="(\/_next\/static\/[^" ]+\.(?:js|css))"/.exec(html)?.[1];
  const probes = [
    ["page /", page],
    ["unknown path (redirects to /)", await get("/this-page-does-not-exist-404")],
    ["API GET /api/jobs", await get("/api/jobs", { headers: { accept: "application/json" } })],
    ["API POST /api/lead (invalid)", await get("/api/lead", { method: "POST", headers: { "content-type": "application/json" }, body: "{" })],
    ...(staticPath ? [[`static ${staticPath.slice(0, 40)}…`, await get(staticPath)]] : []),
  ];
  let missing = 0;
  console.log("\nRequired headers per response:");
  for (const [label, response] of probes) {
    const absent = REQUIRED.filter((h) => !response.headers.get(h));
    const powered = response.headers.get("x-powered-by");
    if (absent.length || powered) missing++;
    console.log(`  ${absent.length || powered ? "FAIL" : "ok  "}  ${label.padEnd(46)} ${response.status}${absent.length ? `  missing: ${absent.join(", ")}` : ""}${powered ? `  X-Powered-By: ${powered}` : ""}`);
  }

  if (missing) process.exitCode = 1;
  if (minGrade && gradeRank(grade) > gradeRank(minGrade)) {
    console.error(`Grade ${grade} is below the required ${minGrade}.`);
    process.exitCode = 1;
  }
}

main();
