/**
 * `npm run test:cluster`: a resumable upload (docs/uploads.md) that starts on one instance and continues on the
 * other completes, byte for byte, because both keep it in the shared PostgreSQL; a stale request on the first
 * instance cannot interleave bytes; the other instance knows whose upload it is.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Client } from "pg";
import { DATABASE_URL, freshCluster, INSTANCES, removeCluster } from "./cluster-control";

const [A, B] = INSTANCES as [string, string];
const KB = 1024;

function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13 + (i >> 8)) & 0xff;
  Buffer.from("%PDF-1.7\n", "latin1").copy(bytes);
  return bytes;
}

/** A browser's tus client that can send each request to either instance, keeping its owner cookie. */
function browser() {
  let cookie = "";
  async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "tus-resumable": "1.0.0", ...(cookie ? { cookie } : {}), ...headers },
      body: body ? new Uint8Array(body) : undefined,
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  }
  return {
    create: (base: string, size: number) =>
      call(base, "POST", "/api/uploads", { "upload-length": String(size), "upload-metadata": `filename ${Buffer.from("cv.pdf").toString("base64")},filetype ${Buffer.from("application/pdf").toString("base64")}` }),
    patch: (base: string, location: string, offset: number, bytes: Buffer) =>
      call(base, "PATCH", location, { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, bytes),
    head: (base: string, location: string) => call(base, "HEAD", location, {}),
  };
}

async function storedBytes(id: string): Promise<Buffer> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: Buffer }>("SELECT content FROM upload_chunks WHERE upload_id = $1 ORDER BY start", [id]);
    return Buffer.concat(rows.map((r) => r.content));
  } finally {
    await client.end();
  }
}

before(freshCluster);
after(removeCluster);

describe("resumable uploads across instances", () => {
  it("an upload started on instance A continues on instance B and completes byte for byte", async () => {
    const bytes = pdfOfSize(1500 * KB);
    const applicant = browser();
    const created = await applicant.create(A, bytes.length);
    assert.equal(created.status, 201);
    const location = created.headers.get("location")!;
    assert.equal((await applicant.patch(A, location, 0, bytes.subarray(0, 600 * KB))).status, 204);

    // The connection drops; the client comes back through the other instance.
    const head = await applicant.head(B, location);
    assert.equal(head.headers.get("upload-offset"), String(600 * KB), "B sees what A stored");
    // A late request still carrying the old offset, on A, changes nothing.
    assert.equal((await applicant.patch(A, location, 0, bytes.subarray(0, 100 * KB))).status, 409);
    const done = await applicant.patch(B, location, 600 * KB, bytes.subarray(600 * KB));
    assert.equal(done.status, 204);
    assert.equal(done.headers.get("upload-offset"), String(bytes.length));
    assert.equal((await applicant.head(A, location)).headers.get("upload-offset"), String(bytes.length), "A sees it complete");
    assert.ok((await storedBytes(location.split("/").pop()!)).equals(bytes), "stored byte for byte");
  });

  it("another browser cannot reach the upload on either instance", async () => {
    const applicant = browser();
    const location = (await applicant.create(A, 10 * KB)).headers.get("location")!;
    const stranger = browser();
    await stranger.create(B, 10 * KB); // a cookie of its own
    for (const base of [A, B]) {
      assert.equal((await stranger.head(base, location)).status, 404);
      assert.equal((await stranger.patch(base, location, 0, pdfOfSize(10 * KB))).status, 404);
    }
    assert.equal((await applicant.patch(B, location, 0, pdfOfSize(10 * KB))).status, 204);
  });
});
