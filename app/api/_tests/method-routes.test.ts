import * as jobs from "../jobs/route";
import * as lead from "../lead/route";

const ask = (method: string, language = "en") => new Request("http://localhost/api/x", { method, headers: { "accept-language": language } });
const answerOf = async (response: Response) => ({
  status: response.status,
  allow: response.headers.get("allow"),
  body: (await response.json()) as { error: string },
});

describe("built-in API: a method a route does not answer", () => {
  it("is a JSON 405 naming the route's methods in Allow (RFC 9110), in the client's language", async () => {
    expect(await answerOf(await lead.GET(ask("GET")))).toEqual({ status: 405, allow: "POST, OPTIONS", body: { error: "Method not allowed" } });
    expect(await answerOf(await lead.DELETE(ask("DELETE", "ar")))).toEqual({ status: 405, allow: "POST, OPTIONS", body: { error: "طريقة الطلب غير مسموح بها" } });
    expect(await answerOf(await jobs.POST(ask("POST", "tr")))).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS", body: { error: "İstek yöntemine izin verilmiyor" } });
  });

  it("answers OPTIONS with the route's own methods, not its refusals", async () => {
    const options = await jobs.OPTIONS(ask("OPTIONS"));
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
    expect((await lead.OPTIONS(ask("OPTIONS"))).headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("leaves the route's own methods to it", () => {
    expect(Object.keys(lead).sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
    expect(Object.keys(jobs).sort()).toEqual(["DELETE", "GET", "OPTIONS", "PATCH", "POST", "PUT"]);
    expect(jobs.GET).not.toBe(jobs.POST);
  });
});
