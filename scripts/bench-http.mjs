#!/usr/bin/env node
// `npm run bench:http [-- --build] [--duration 10] [--connections 50] [--gzip]`
//
// Bounded load on loopback with autocannon (one process, keep-alive), one target after the other:
//   site       the production server (server.mjs, `npm start`) of this build, cycling through its cached
//              (static/ISR) pages
//   site, no microcache   the same with its one-second page memory off (PAGE_MICROCACHE_MS=0): what Next itself costs
//   hello      a hello-world App Router page built the same way (the framework's floor)
//   static     nginx serving the very HTML of the site's pages from disk (the physical limit)
//   proxy      the site behind deploy/nginx.conf (caching reverse proxy), same pages
// and prints throughput, latency and the ratios the budgets are about. Needs nginx (Debian: apt-get install -y nginx).
// Without --gzip the requests carry no Accept-Encoding, so no target spends time compressing.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { isShareable } from "../lib/cache/page-microcache.mjs";
import { ROOT, assertPortFree, build, ensureBuilt, ensureHelloApp, fmt, pageTypes, parseArgs, printTable, sleep, startNext, startProcess, stopAndWait, waitForHttp } from "./bench-common.mjs";

const args = parseArgs();
const duration = Number(args.duration || 10);
const connections = Number(args.connections || 50);
const basePort = Number(args.port || 3820);
const PORTS = { site: basePort, hello: basePort + 1, static: basePort + 2, proxy: basePort + 3, bareSite: basePort + 4 };
const headers = { accept: "text/html,application/xhtml+xml", ...(args.gzip ? { "accept-encoding": "gzip" } : {}) };

function findNginx() {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error("nginx not found: apt-get install -y nginx (it serves the static baseline and runs deploy/nginx.conf)");
}

async function startNginx(nginx, prefix, conf, port) {
  await assertPortFree(port);
  mkdirSync(path.join(prefix, "tmp"), { recursive: true });
  // nginx workers run as an unprivileged user: they must be able to read and write under the prefix.
  chmodSync(prefix, 0o777);
  const confPath = path.join(prefix, "nginx.conf");
  writeFileSync(confPath, conf);
  const child = startProcess(nginx, ["-p", `${prefix}/`, "-c", confPath, "-g", "daemon off;"]);
  await waitForHttp(`http://127.0.0.1:${port}/`, 10_000).catch((error) => {
    console.error(child.output(), readFileSafe(path.join(prefix, "error.log")));
    throw error;
  });
  return child;
}

/** A reused keep-alive socket can be reset by the server closing it at the same moment: try again. */
async function fetchRetry(url, init, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (i >= attempts) throw error;
      await sleep(200);
    }
  }
}

const readFileSafe = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

function staticConf(root, port) {
  return `worker_processes auto;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type text/html;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  gzip on;
  gzip_comp_level 5;
  gzip_types text/plain text/css application/javascript application/json image/svg+xml;
  server {
    listen ${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

function proxyConf(upstreamPort, port) {
  const conf = readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  const out = conf
    .replace(/server 127\.0\.0\.1:\d+; # bench: upstream/, `server 127.0.0.1:${upstreamPort};`)
    .replace(/listen \d+; # bench: listen/, `listen ${port};`);
  if (!out.includes(`listen ${port};`) || !out.includes(`127.0.0.1:${upstreamPort}`)) throw new Error("deploy/nginx.conf lost its `# bench:` markers");
  return out;
}

async function load(name, port, paths) {
  const url = `http://127.0.0.1:${port}`;
  // Warm-up: fill caches (ISR, proxy) and JIT, then measure.
  for (const p of paths) for (let i = 0; i < 3; i++) await (await fetchRetry(url + p, { headers })).arrayBuffer();
  await autocannon({ url, connections: 10, duration: 2, headers, requests: paths.map((p) => ({ method: "GET", path: p })) });
  const result = await autocannon({ url, connections, duration, headers, requests: paths.map((p) => ({ method: "GET", path: p })) });
  return {
    name,
    rps: result.requests.average,
    bytes: result.throughput.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

async function main() {
  const nginx = findNginx();
  if (args.build) build();
  else ensureBuilt();
  const helloDir = ensureHelloApp();
  const work = mkdtempSync(path.join(tmpdir(), "e7-bench-http-"));
  chmodSync(work, 0o755);

  const running = [];
  try {
    const site = await startNext({ cwd: ROOT, port: PORTS.site });
    running.push(site);
    const siteUrl = `http://127.0.0.1:${PORTS.site}`;

    // The site's cached pages: those Next serves with a shared-cache lifetime (static or ISR), as the microcache and
    // nginx judge it.
    const cached = [];
    const skipped = [];
    for (const [type, p] of await pageTypes(siteUrl)) {
      await (await fetchRetry(siteUrl + p, { headers, redirect: "manual" })).arrayBuffer();
      const res = await fetchRetry(siteUrl + p, { headers, redirect: "manual" });
      const html = await res.text();
      const cc = res.headers.get("cache-control") || "";
      if (res.status === 200 && isShareable(cc)) {
        cached.push(p);
        const file = path.join(work, "html", p === "/" ? "" : p, "index.html");
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      } else skipped.push(`${type} ${p} (${res.status}${cc ? `, ${cc}` : ""})`);
    }
    if (cached.length === 0) throw new Error("no cached page found on the site");
    chmodSync(path.join(work, "html"), 0o755);

    running.push(await startNext({ cwd: ROOT, port: PORTS.bareSite, env: { PAGE_MICROCACHE_MS: "0" } }));
    const hello = await startNext({ cwd: helloDir, port: PORTS.hello });
    running.push(hello);
    const staticPrefix = path.join(work, "static");
    mkdirSync(staticPrefix, { recursive: true });
    running.push(await startNginx(nginx, staticPrefix, staticConf(path.join(work, "html"), PORTS.static), PORTS.static));
    const proxyPrefix = path.join(work, "proxy");
    mkdirSync(proxyPrefix, { recursive: true });
    running.push(await startNginx(nginx, proxyPrefix, proxyConf(PORTS.site, PORTS.proxy), PORTS.proxy));

    console.error(`bench:http: ${cached.length} cached pages, ${connections} connections, ${duration} s per target${args.gzip ? ", gzip" : ""}`);
    const results = {};
    for (const [name, port, paths] of [
      ["site (npm start)", PORTS.site, cached],
      ["site, no microcache", PORTS.bareSite, cached],
      ["hello-world (next start)", PORTS.hello, ["/"]],
      ["static (nginx, same HTML)", PORTS.static, cached],
      ["site behind deploy/nginx.conf", PORTS.proxy, cached],
    ]) {
      console.error(`  ${name} ...`);
      results[name] = await load(name, port, paths);
      await sleep(1000);
    }

    const site_ = results["site (npm start)"];
    const bare_ = results["site, no microcache"];
    const hello_ = results["hello-world (next start)"];
    const static_ = results["static (nginx, same HTML)"];
    const proxy_ = results["site behind deploy/nginx.conf"];
    const rows = [["target", "req/s", "MB/s", "p50 ms", "p99 ms", "non-2xx/errors", "ratio"]];
    const ratio = { [site_.name]: `${(site_.rps / hello_.rps).toFixed(2)}x hello`, [bare_.name]: `${(bare_.rps / hello_.rps).toFixed(2)}x hello`, [hello_.name]: "1.00x hello", [static_.name]: "1.00x static", [proxy_.name]: `${(proxy_.rps / static_.rps).toFixed(2)}x static` };
    for (const r of [site_, bare_, hello_, static_, proxy_]) rows.push([r.name, fmt(r.rps), fmt(r.bytes / 1e6, 1), fmt(r.p50), fmt(r.p99), r.bad, ratio[r.name]]);
    console.log(`\nbench:http: autocannon, ${connections} connections, ${duration} s each, loopback${args.gzip ? ", Accept-Encoding: gzip" : ", no compression"}`);
    console.log(`pages: ${cached.join(" ")}`);
    if (skipped.length) console.log(`not cached, left out: ${skipped.join("; ")}`);
    console.log("");
    printTable(rows);
    console.log(`\nsite / hello-world = ${(site_.rps / hello_.rps).toFixed(2)} (target >= 0.9; ${(bare_.rps / hello_.rps).toFixed(2)} without the microcache); proxy / static = ${(proxy_.rps / static_.rps).toFixed(2)} (target >= 0.7); npm start / static = ${(site_.rps / static_.rps).toFixed(2)}`);
  } finally {
    for (const child of running.reverse()) await stopAndWait(child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
