// A stand-in for the vendor's API host, started by the e2e suite (playwright.config.ts). It serves the nine calls
// of spec section 7 over its own data, records every submission, and can be told to fail, hang or answer garbage:
//   POST /__control/mode      {"mode":"ok"|"fail"|"slow"|"garbage"|"empty", "delayMs":8000, "match":"/api/jobs"}
//   POST /__control/data      {"blogPosts":[...], "jobs":[...], "services":[...]}   (replaces those lists)
//   POST /__control/reset     back to initial data, mode ok, nothing received
//   GET  /__control/received  [{ path, contentType, language (Accept-Language), json | fields+files }]
// It also serves the images its content names, under /media/ (./media.mjs).
import http from "node:http";
import { initialData } from "./data.mjs";
import { MEDIA } from "./media.mjs";

const port = Number(process.env.STAND_IN_PORT || 4010);
const origin = `http://127.0.0.1:${port}`;
let data = initialData(origin);
let control = { mode: "ok", delayMs: 0, match: "" };
let received = [];

const json = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body === undefined ? "" : JSON.stringify(body));
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

async function record(req, path, body) {
  const contentType = req.headers["content-type"] || "";
  const entry = { path, contentType, language: req.headers["accept-language"] || "", at: new Date().toISOString() };
  if (contentType.startsWith("multipart/form-data")) {
    const form = await new Request("http://stand-in/", { method: "POST", headers: { "content-type": contentType }, body }).formData();
    entry.fields = {};
    entry.files = [];
    for (const [key, value] of form.entries()) {
      if (typeof value === "string") entry.fields[key] = value;
      else entry.files.push({ field: key, filename: value.name, type: value.type, size: value.size });
    }
  } else {
    try {
      entry.json = JSON.parse(body.toString("utf8"));
    } catch {
      entry.raw = body.toString("utf8");
    }
  }
  received.push(entry);
}

function route(method, path) {
  if (method === "GET" && path === "/api/blog-posts") return () => ({ data: data.blogPosts });
  if (method === "GET" && path.startsWith("/api/blog-posts/slug/")) {
    const slug = decodeURIComponent(path.slice("/api/blog-posts/slug/".length));
    return () => data.blogPosts.find((p) => p.slug === slug) ?? null;
  }
  if (method === "GET" && path === "/api/jobs") return () => ({ data: data.jobs });
  if (method === "GET" && path.startsWith("/api/jobs/")) {
    const id = decodeURIComponent(path.slice("/api/jobs/".length));
    return () => {
      const job = data.jobs.find((j) => String(j.id) === id);
      return job ? { data: job } : null;
    };
  }
  if (method === "GET" && path === "/api/services") return () => data.services;
  if (method === "GET" && path.startsWith("/api/services/slug/")) {
    const slug = decodeURIComponent(path.slice("/api/services/slug/".length));
    return () => data.services.find((s) => s.slug === slug) ?? null;
  }
  if (method === "POST" && ["/api/demo", "/api/lead", "/api/job-applications"].includes(path)) return "submission";
  return undefined;
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url || "/", `http://${req.headers.host}`);
  const path = url.pathname;
  try {
    if (path.startsWith("/__control/")) {
      const body = req.method === "POST" ? await readBody(req) : Buffer.alloc(0);
      const input = body.length ? JSON.parse(body.toString("utf8")) : {};
      if (path === "/__control/mode") control = { mode: input.mode || "ok", delayMs: input.delayMs || 0, match: input.match || "" };
      else if (path === "/__control/data") data = { ...data, ...input };
      else if (path === "/__control/reset") {
        data = initialData(origin);
        control = { mode: "ok", delayMs: 0, match: "" };
        received = [];
      } else if (path === "/__control/received") return json(res, 200, received);
      return json(res, 200, { ok: true, control });
    }

    const media = req.method === "GET" && path.startsWith("/media/") ? MEDIA.get(path.slice("/media/".length)) : undefined;
    if (media) {
      res.writeHead(200, { "content-type": media[0], "content-length": media[1].length });
      return res.end(media[1]);
    }

    const handler = route(req.method, path);
    if (!handler) return json(res, 404, { error: "Not found" });

    const affected = !control.match || path.startsWith(control.match);
    const mode = affected ? control.mode : "ok";
    if (control.delayMs && affected) await new Promise((r) => setTimeout(r, control.delayMs));
    if (mode === "slow" && !control.delayMs) await new Promise((r) => setTimeout(r, 30_000));

    if (handler === "submission") {
      const body = await readBody(req);
      if (mode === "fail") return json(res, 500, { error: "Stand-in failure" });
      if (mode === "garbage") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<html>not json</html>");
      }
      await record(req, path, body);
      return json(res, 201, { ok: true, id: received.length });
    }

    if (mode === "fail") return json(res, 500, { error: "Stand-in failure" });
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{not json");
    }
    if (mode === "empty") return json(res, 200, { data: [] });
    const result = handler();
    if (result === null) return json(res, 404, { error: "Not found" });
    return json(res, 200, result);
  } catch (error) {
    json(res, 500, { error: String(error) });
  }
});

server.listen(port, "127.0.0.1", () => console.log(`stand-in API host on http://127.0.0.1:${port}`));
