#!/usr/bin/env node
// `npm run bench:cluster [-- --duration 10 --connections 64]`
//
// Throughput and p99 latency through nginx in front of 1, 2 and 3 instances of the production build (deploy/cluster.sh:
// PostgreSQL, Redis as Next's shared cache), with nginx's proxy cache on and off, in one table beside the machine's
// core count. autocannon runs on the same machine as everything else, so on a small machine the instances, Redis,
// nginx and the load generator share the cores: the figures show what one box does, not how far the design scales.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT, ensureBuilt, fmt, parseArgs, printTable } from "./bench-common.mjs";

const args = parseArgs();
const duration = Number(args.duration || 10);
const connections = Number(args.connections || 64);
const PORTS = { nginx: 8282, instance: 3301, postgres: 54332, redis: 63792 };
const env = {
  ...process.env,
  CLUSTER_DIR: path.join(ROOT, ".cluster-bench"),
  NGINX_PORT: String(PORTS.nginx),
  INSTANCE_BASE_PORT: String(PORTS.instance),
  PG_PORT: String(PORTS.postgres),
  REDIS_PORT: String(PORTS.redis),
};
const cluster = (...argv) => execFileSync("bash", [path.join(ROOT, "deploy/cluster.sh"), ...argv], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });

/** Pages Next caches (static and ISR): what a crowd of visitors mostly asks for. */
async function cachedPages(base) {
  const first = async (api) => {
    const body = await (await fetch(`${base}${api}`)).json();
    return (Array.isArray(body) ? body : body.data)[0];
  };
  const [post, job] = await Promise.all([first("/api/blog-posts"), first("/api/jobs")]);
  return ["/", "/blindspot", "/solutions/industry/finance", "/compliance/gdpr", "/careers", "/partners", `/blogs/${post.slug}`, `/job-details/${job.id}`];
}

async function measure(paths) {
  const url = `http://127.0.0.1:${PORTS.nginx}`;
  const requests = paths.map((p) => ({ method: "GET", path: p }));
  const headers = { accept: "text/html", "accept-encoding": "gzip" };
  await autocannon({ url, connections: 8, duration: 2, headers, requests }); // warm caches and JIT
  const result = await autocannon({ url, connections, duration, headers, requests });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

async function main() {
  ensureBuilt();
  cluster("purge");
  try {
    cluster("up", "3");
    const paths = await cachedPages(`http://127.0.0.1:${PORTS.instance}`);
    const rows = [["instances", "proxy cache", "req/s", "p99 ms", "non-2xx/errors", "req/s per instance"]];
    const figures = {};
    for (const cache of ["on", "off"]) {
      for (const n of [1, 2, 3]) {
        cluster("nginx", String(n), cache);
        const { rps, p99, bad } = await measure(paths);
        figures[`${n}-${cache}`] = rps;
        rows.push([n, cache, fmt(rps), fmt(p99), bad, cache === "off" ? fmt(rps / n) : "-"]);
      }
    }
    const cores = os.availableParallelism();
    console.log(`\nbench:cluster: nginx -> N x next start (Redis cache, PostgreSQL), autocannon ${connections} connections, ${duration} s each, gzip`);
    console.log(`machine: ${cores} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), shared by nginx, Redis, PostgreSQL, the instances and autocannon`);
    console.log(`pages: ${paths.join(" ")}\n`);
    printTable(rows);
    console.log(
      `\nproxy cache off, 1 -> 3 instances: x${(figures["3-off"] / figures["1-off"]).toFixed(2)} ` +
        `(on ${cores} cores; instances only add throughput while there are idle cores for them)`,
    );
  } finally {
    cluster("purge");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
