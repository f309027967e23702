import { revalidateTag } from "next/cache";
import { POST } from "../revalidate/route";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn(), unstable_cache: jest.fn() }));

const call = (headers: Record<string, string>, body: unknown = { tags: ["blogs"] }) =>
  POST(
    new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe("POST /api/revalidate", () => {
  const saved = process.env.REVALIDATE_SECRET;
  beforeEach(() => {
    process.env.REVALIDATE_SECRET = "s3cret-value";
    jest.mocked(revalidateTag).mockClear();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.REVALIDATE_SECRET;
    else process.env.REVALIDATE_SECRET = saved;
  });

  it("answers 503 when no secret is configured", async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call({ authorization: "Bearer anything" })).status).toBe(503);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ["no secret", {}],
    ["a wrong bearer token", { authorization: "Bearer wrong" }],
    ["a wrong header secret", { "x-revalidate-secret": "s3cret-valuX" }],
    ["a prefix of the secret", { authorization: "Bearer s3cret" }],
  ])("answers 401 with %s", async (_label, headers) => {
    const response = await call(headers);
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refreshes the given tags with a bearer token", async () => {
    const response = await call({ authorization: "Bearer s3cret-value" }, { tags: ["blogs", "jobs", "blogs"] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { revalidated: string[] }).revalidated).toEqual(["blogs", "jobs"]);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ["blogs", "max"],
      ["jobs", "max"],
    ]);
  });

  it("accepts the x-revalidate-secret header", async () => {
    expect((await call({ "x-revalidate-secret": "s3cret-value" }, { tags: ["services"] })).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith("services", "max");
  });

  it.each([
    ["an unknown tag", { tags: ["blogs", "users"] }, 422],
    ["no tags", { tags: [] }, 422],
    ["malformed JSON", "{tags:", 400],
  ])("refuses %s", async (_label, body, status) => {
    expect((await call({ authorization: "Bearer s3cret-value" }, body)).status).toBe(status);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
