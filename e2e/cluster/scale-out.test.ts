/**
 * `npm run test:cluster`: the production mode of deploy/cluster.sh, two instances behind nginx with Redis and a
 * PostgreSQL server, checked from the outside as a visitor, an editor and staff would see it. Needs Debian's
 * postgresql, redis-server and nginx (.ci/run installs them) and a production build (`npm run build`).
 */
import assert from "node:assert/strict";
import { get } from "node:http";
import { after, before, describe, it } from "node:test";
import { cluster, FORMS_LIMIT, instanceLog, INSTANCES, NGINX, revalidateSecret, standInData, startStandIn, stopStandIn, STAND_IN, waitFor } from "./cluster-control";
import { exportApplications, storedCounts, submitApplication } from "./submissions";

const [A, B] = INSTANCES as [string, string];
const RUN = `run${Date.now().toString(36)}`;

type Page = { status: number; cache: string | null; html: string };
async function page(base: string, path: string): Promise<Page> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), html: await response.text() };
}

async function standInPosts(): Promise<{ slug: string; title: string }[]> {
  const body = (await (await fetch(`${STAND_IN}/api/blog-posts`)).json()) as { data: { slug: string; title: string }[] };
  return body.data;
}

before(async () => {
  await cluster("purge");
  await startStandIn();
  await cluster("up", "2");
});

after(async () => {
  await cluster("purge").catch((error: unknown) => console.error(error));
  stopStandIn();
});

describe("shared cache (Redis)", () => {
  it("a page rendered by instance A is a cache hit on instance B", async () => {
    const [post] = await standInPosts();
    const first = await page(A, `/blogs/${post!.slug}`);
    assert.equal(first.status, 200);
    assert.ok(first.html.includes(post!.title.replace(/&/g, "&amp;").slice(0, 20)), "A renders the stand-in's post");
    // Longer than the 1 s Next gives a page whose lifetime it does not know: B must take the lifetime stored with A's
    // rendering (revalidate = 300) and serve it as fresh, not as stale.
    await new Promise((r) => setTimeout(r, 1_500));
    const onB = await page(B, `/blogs/${post!.slug}`);
    assert.equal(onB.status, 200);
    assert.equal(onB.cache, "HIT", "B serves A's rendering from the shared cache");
  });

  it("a content change revalidated through A is served by B", async () => {
    const posts = await standInPosts();
    const slug = posts[0]!.slug;
    await page(B, `/blogs/${slug}`);
    const changed = `Cluster edit ${RUN}`;
    await standInData({ blogPosts: posts.map((p, i) => (i === 0 ? { ...p, title: changed } : p)) });
    assert.ok(!(await page(B, `/blogs/${slug}`)).html.includes(changed), "before revalidation B serves the cached page");

    const response = await fetch(`${A}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${await revalidateSecret()}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: ["blogs"] }),
    });
    assert.equal(response.status, 200);
    await waitFor(async () => (await page(B, `/blogs/${slug}`)).html.includes(changed), 15_000, "B to serve the edited title");
  });
});

/** A GET through nginx with a browser's Accept-Encoding, the body left as sent (fetch would decode it). */
function encodedGet(path: string, acceptEncoding: string): Promise<{ encoding?: string; cache?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(`${NGINX}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], cache: res.headers["x-cache-status"] as string | undefined, bytes }));
    }).on("error", reject);
  });
}

describe("compression through nginx", () => {
  it("a browser gets brotli from the cache; a client without brotli gets gzip", async () => {
    const chrome = "gzip, deflate, br, zstd";
    await encodedGet("/blindspot", chrome);
    const brotli = await encodedGet("/blindspot", chrome);
    assert.equal(brotli.encoding, "br");
    assert.equal(brotli.cache, "HIT", "the brotli body is stored, so a hit costs no compression");
    await encodedGet("/blindspot", "gzip, deflate");
    const gzip = await encodedGet("/blindspot", "gzip, deflate");
    assert.equal(gzip.encoding, "gzip");
    assert.equal(gzip.cache, "HIT");
    assert.ok(brotli.bytes < gzip.bytes * 0.8, `brotli ${brotli.bytes} B against gzip ${gzip.bytes} B`);
    const html = (await page(NGINX, "/blindspot")).html;
    const script = html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    assert.ok(script, "the page loads a script");
    assert.equal((await encodedGet(script, chrome)).encoding, "br", "scripts too: the build's brotli copy");
  });
});

describe("language switch without JavaScript through nginx", () => {
  it("a switch on the blog list keeps its search: the Referer's host matches though nginx passes it without the port", async () => {
    const answer = await new Promise<{ status?: number; location?: string; cacheControl?: string }>((resolve, reject) => {
      const headers = { referer: `${NGINX}/blogs?q=watermark`, "sec-fetch-site": "same-origin" };
      get(`${NGINX}/ar/blogs`, { headers }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, location: res.headers.location, cacheControl: res.headers["cache-control"] });
      }).on("error", reject);
    });
    assert.equal(answer.status, 303);
    assert.match(answer.location ?? "", /\/ar\/blogs\?q=watermark$/);
    assert.match(answer.cacheControl ?? "", /no-store/);
    // Without a Referer the same URL is the page itself.
    assert.equal((await page(NGINX, "/ar/blogs")).status, 200);
  });
});

describe("submissions (PostgreSQL)", () => {
  it("300 concurrent applications spread over both instances are each stored exactly once with their files", async (t) => {
    const markers = Array.from({ length: 300 }, (_, i) => `${RUN}-c${i}`);
    const started = Date.now();
    const acknowledged = await Promise.all(markers.map((m, i) => submitApplication(i % 2 === 0 ? A : B, m)));
    t.diagnostic(`300 applications (150 per instance) acknowledged in ${Date.now() - started} ms`);
    assert.equal(acknowledged.filter(Boolean).length, 300, "every application acknowledged");

    const { counts, badFiles } = storedCounts(await exportApplications(), markers);
    assert.deepEqual([...counts.values()].filter((n) => n !== 1), [], "each stored exactly once");
    assert.deepEqual(badFiles, [], "each exported with its exact resume");
  });

  it("instance A killed during a load run: every acknowledged application is stored, nginx sends new traffic to B", async (t) => {
    // The run goes on for a fixed time after the kill (not a fixed count), so a fast machine still sends plenty after it.
    const AFTER_KILL_MS = 4_000;
    const markers: string[] = [];
    const results: { marker: string; ok: boolean; startedAt: number }[] = [];
    let killedAt = Infinity;
    let killDoneAt = Infinity;
    const running = () => markers.length < 5_000 && Date.now() < killDoneAt + AFTER_KILL_MS;
    const worker = async () => {
      while (running()) {
        const marker = `${RUN}-k${markers.length}`;
        markers.push(marker);
        const startedAt = Date.now();
        results.push({ marker, ok: await submitApplication(NGINX, marker), startedAt });
        if (results.length === 60 && killedAt === Infinity) {
          killedAt = Date.now();
          await cluster("instance", "kill", "1");
          killDoneAt = Date.now();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: 12 }, worker));
    } finally {
      await cluster("instance", "start", "1");
    }
    assert.ok(killedAt < Infinity, "instance A was killed mid-run");

    // Requests in flight on A when it died may fail (not acknowledged); everything sent once it is gone goes to B.
    const late = results.filter((r) => r.startedAt > killDoneAt + 500);
    assert.ok(late.length >= 30, `the run went on after the kill (${late.length} requests)`);
    assert.deepEqual(late.filter((r) => !r.ok).map((r) => r.marker), [], "after the kill nginx sends every request to B");

    const acknowledged = results.filter((r) => r.ok).map((r) => r.marker);
    t.diagnostic(`${acknowledged.length} of ${markers.length} acknowledged; ${markers.length - acknowledged.length} lost in flight when A died, ${late.length} sent after`);
    const { counts, badFiles } = storedCounts(await exportApplications(), markers);
    assert.deepEqual(acknowledged.filter((m) => counts.get(m) !== 1), [], "every acknowledged application stored once");
    assert.deepEqual([...counts.entries()].filter(([, n]) => n > 1), [], "nothing stored twice");
    assert.deepEqual(badFiles, []);
  });
});

describe("rate limit (Redis)", () => {
  it("holds across instances: a client cannot pass it by landing on another instance", async () => {
    const lead = { firstName: "Rate", lastName: "Limit", email: `${RUN}@limit.example`, countryCode: "+44", phoneNumber: "7700900123", message: "Hello" };
    const statuses: number[] = [];
    for (let i = 0; i < FORMS_LIMIT + 2; i++) {
      const response = await fetch(`${i % 2 === 0 ? A : B}/api/lead`, {
        method: "POST",
        // The instances trust X-Forwarded-For (TRUST_PROXY=1, as behind nginx): this is one visitor's address.
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
        body: JSON.stringify(lead),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(FORMS_LIMIT).fill(201), 429, 429]);
  });
});

describe("Redis outage", () => {
  it("Redis stopped: pages and forms keep working without 5xx; restarted: it is shared again", async () => {
    const paths = ["/", "/compliance/gdpr", "/job-postings", `/blogs/${(await standInPosts())[1]!.slug}`, "/partners"];
    const reconnects = async () => Promise.all([1, 2].map(async (k) => (await instanceLog(k)).split("[redis:cache] reachable again").length));
    const before = await reconnects();
    await cluster("redis", "stop");
    for (const base of [A, B]) {
      for (const path of paths) {
        const started = Date.now();
        const { status } = await page(base, path);
        assert.ok(status < 500, `${base}${path} answered ${status} with Redis down`);
        assert.ok(Date.now() - started < 10_000, `${base}${path} answered within 10 s with Redis down`);
      }
      const lead = await fetch(`${base}/api/lead`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${base === A ? 1 : 2}` },
        body: JSON.stringify({ firstName: "No", lastName: "Redis", email: `${RUN}@outage.example`, countryCode: "+44", phoneNumber: "7700900123", message: "Still there?" }),
      });
      assert.equal(lead.status, 201, "a submission is accepted with Redis down (rate limit counted in memory)");
    }

    await cluster("redis", "start");
    await waitFor(async () => (await reconnects()).every((n, i) => n > before[i]!), 20_000, "both instances to reconnect to Redis");
    // A post neither instance has seen: B can only hit it through Redis.
    const posts = await standInPosts();
    const fresh = { ...posts[0]!, slug: `after-restart-${RUN}`, title: `After restart ${RUN}` };
    await standInData({ blogPosts: [...posts, fresh] });
    assert.equal((await page(A, `/blogs/${fresh.slug}`)).status, 200);
    const onB = await page(B, `/blogs/${fresh.slug}`);
    assert.equal(onB.cache, "HIT", "B serves what A rendered after Redis restarted");
    assert.ok(onB.html.includes(fresh.title));
  });
});
