// Shared plumbing of the bench:* scripts: argument parsing, starting and stopping the servers, the page types to
// measure, and the hello-world Next app that stands for the framework's floor.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

/** `--name value`, `--name=value` or a bare `--flag` (true). */
export function parseArgs(argv = process.argv.slice(2)) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const [key, inline] = a.slice(2).split(/=(.*)/s);
    if (inline !== undefined) out[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith("--")) out[key] = argv[++i];
    else out[key] = true;
  }
  return out;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Fails fast when something already listens on the port: measuring a stray server would give wrong figures. */
export async function assertPortFree(port) {
  const inUse = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    (error) => error?.cause?.code !== "ECONNREFUSED",
  );
  if (inUse) throw new Error(`port ${port} is already in use; pass --port to use other ports`);
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** The production build directory the scripts read (NEXT_DIST_DIR as in next.config.mjs). */
export const distDir = () => process.env.NEXT_DIST_DIR || ".next";

/**
 * The site is built with `npm run build` (webpack; its postbuild writes robots.txt and the sitemap); other apps with
 * the same bundler, `next build --webpack`.
 */
export function build(cwd = ROOT) {
  const [command, args] = cwd === ROOT ? ["npm", ["run", "build"]] : [process.execPath, [NEXT_BIN, "build", "--webpack"]];
  console.error(`build: ${cwd === ROOT ? "npm run build" : "next build --webpack"} in ${cwd}`);
  const res = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
  if (res.status !== 0) throw new Error(`build failed in ${cwd}`);
}

export function ensureBuilt(cwd = ROOT, dir = distDir()) {
  if (!existsSync(path.join(cwd, dir, "BUILD_ID"))) build(cwd);
}

const children = new Set();
process.on("exit", () => {
  for (const child of children) stop(child);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => process.exit(130));
}

/** Starts a long-running command in its own process group, so that stop() ends it and its children only. */
export function startProcess(command, args, { cwd = ROOT, env = {}, log } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines = [];
  const keep = (chunk) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.output = () => lines.join("");
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

export function stop(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stopAndWait(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  stop(child, signal);
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) stop(child, "SIGKILL");
}

/**
 * A checkout's production server (its server.mjs, what `npm start` runs; cwd may be another checkout of the site), or
 * `next start` of an app without one (the hello-world floor), on a port with its own data directory.
 */
export async function startNext({ cwd = ROOT, port, env = {}, dataDir } = {}) {
  await assertPortFree(port);
  const data = dataDir || mkdtempSync(path.join(tmpdir(), "e7-bench-data-"));
  const server = path.join(cwd, "server.mjs");
  const args = existsSync(server) ? [server, "-p", String(port)] : [NEXT_BIN, "start", "-p", String(port)];
  const child = startProcess(process.execPath, args, {
    cwd,
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
      DATA_DIR: data,
      ...env,
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
  } catch (error) {
    console.error(child.output());
    await stopAndWait(child);
    throw error;
  }
  return child;
}

/** First item of a list endpoint of the built-in API, which answers a bare array or `{ data: [...] }`. */
async function firstItem(base, endpoint) {
  try {
    const res = await fetch(`${base}${endpoint}`, { headers: { accept: "application/json" } });
    if (!res.ok) return undefined;
    const body = await res.json();
    const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : [];
    return list[0];
  } catch {
    return undefined;
  }
}

/** One URL of every page type, with slugs and ids taken from the running site's own API. */
export async function pageTypes(base) {
  const service = await firstItem(base, "/api/services");
  const post = await firstItem(base, "/api/blog-posts");
  const job = await firstItem(base, "/api/jobs");
  const jobId = job ? String(job.id ?? job._id ?? job.jobId) : "1";
  return [
    ["home", "/"],
    ["blindspot", "/blindspot"],
    ["industry", "/solutions/industry/finance"],
    ["use case", "/solutions/usecase/data-protection"],
    ["compliance grid", "/compliance"],
    ["compliance detail", "/compliance/gdpr"],
    ["service", `/solutions/services/${service?.slug ?? "data-protection"}`],
    ["blog list", "/blogs"],
    ["blog post", `/blogs/${post?.slug ?? "unknown"}`],
    ["careers", "/careers"],
    ["job list", "/job-postings"],
    ["job detail", `/job-details/${jobId}`],
    ["job application", `/job-application/${jobId}`],
    ["contact", "/contact"],
    ["demo request", "/request-demo"],
    // The other editions: right to left with its own font, and a Latin-extended one, on the heaviest page types.
    ["home (ar)", "/ar"],
    ["job list (ar)", "/ar/job-postings"],
    ["job application (ar)", `/ar/job-application/${jobId}`],
    ["contact (tr)", "/tr/contact"],
  ];
}

/**
 * A hello-world App Router page built the same way as the site (same next/react from this repo's node_modules,
 * production build), outside the repo. Built once; reused while its build exists.
 */
export function ensureHelloApp(dir = path.join(tmpdir(), "hello-next")) {
  const nextVersion = JSON.parse(readFileSync(path.join(ROOT, "node_modules", "next", "package.json"), "utf8")).version;
  const stamp = path.join(dir, ".built-with");
  const builtWith = `${nextVersion} webpack`;
  // The app borrows this checkout's node_modules; a link left by another checkout (perhaps deleted since) is replaced.
  const modules = path.join(dir, "node_modules");
  const ownModules = path.join(ROOT, "node_modules");
  const linkedTo = existsSync(modules) ? realpathSync(modules) : null;
  if (linkedTo === realpathSync(ownModules) && existsSync(path.join(dir, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === builtWith) return dir;
  mkdirSync(path.join(dir, "app"), { recursive: true });
  if (linkedTo !== realpathSync(ownModules)) {
    rmSync(modules, { force: true });
    symlinkSync(ownModules, modules, "dir");
  }
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "hello-next", private: true, version: "1.0.0" }, null, 2));
  writeFileSync(path.join(dir, "next.config.mjs"), "export default { poweredByHeader: false };\n");
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(path.join(dir, "app", "page.tsx"), "export default function Page() {\n  return <h1>Hello, world</h1>;\n}\n");
  build(dir);
  writeFileSync(stamp, builtWith);
  return dir;
}

export const fmt = (n, digits = 0) => Number(n).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints rows as an aligned text table (first row = header). */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  "));
    if (n === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
