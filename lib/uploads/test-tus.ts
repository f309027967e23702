import { NextRequest } from "next/server";

/**
 * Test helper: the tus route handler called as a browser's tus client would call it. @tus/server and @tus/utils are
 * ES modules: a suite loads them with Node's own require (as PGlite, see lib/db/testing.ts), by mocking both with
 * `(globalThis as ...).__nodeRequire!("@tus/server")` in ./lib/db/jest-environment.cjs.
 */
type Handler = (request: NextRequest, context: { params: Promise<{ id?: string[] }> }) => Promise<Response>;

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

/** One browser: it keeps the owner cookie the first creation gives it, and sends `extraHeaders` (a language) always. */
export function tusClient(handler: () => Promise<Handler>, clientAddress = "203.0.113.7", extraHeaders: Record<string, string> = {}) {
  let cookie = "";
  async function call(method: string, id: string | undefined, headers: Record<string, string>, body?: Uint8Array): Promise<Response> {
    const url = `http://localhost/api/uploads${id ? `/${id}` : ""}`;
    const request = new NextRequest(url, {
      method,
      headers: { "tus-resumable": "1.0.0", "x-forwarded-for": clientAddress, ...(cookie ? { cookie } : {}), ...extraHeaders, ...headers },
      body: body ? new Blob([body as BlobPart]).stream() : undefined,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await (await handler())(request, { params: Promise.resolve({ id: id ? [id] : undefined }) });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  }
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    /** POST: the new upload's id, or the refusal. */
    async create(size: number, name = "resume.pdf", type = "application/pdf") {
      const response = await call("POST", undefined, { "upload-length": String(size), "upload-metadata": metadata({ filename: name, filetype: type }) });
      const id = response.headers.get("location")?.split("/").pop();
      return { status: response.status, id, body: await response.text() };
    },
    patch: (id: string, offset: number, bytes: Uint8Array) =>
      call("PATCH", id, { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, bytes),
    head: (id: string) => call("HEAD", id, {}),
    remove: (id: string) => call("DELETE", id, {}),
  };
}
