import { errorResponse, HttpError, ProtocolError, withErrors } from "./http-errors";

const bodyOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: string } });

describe("the built-in API's error answers", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("answers a crash with a 500 that reveals nothing, in the client's language", async () => {
    const crash = withErrors(async () => {
      throw new Error("connection string postgres://secret");
    });
    const ask = (language?: string) => new Request("http://localhost/api/jobs", { headers: language ? { "accept-language": language } : {} });
    expect(await bodyOf(await crash(ask(), undefined))).toEqual({ status: 500, body: { error: "Something went wrong. Please try again later." } });
    expect(await bodyOf(await crash(ask("ar"), undefined))).toEqual({ status: 500, body: { error: "حدث خطأ ما. يُرجى المحاولة مرة أخرى لاحقًا." } });
    expect(await bodyOf(await crash(ask("tr"), undefined))).toEqual({ status: 500, body: { error: "Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin." } });
  });

  it("keeps a refusal's English text as its message and other errors' messages as they are", async () => {
    expect(new ProtocolError(413, "tooLarge").message).toBe("The request is too large");
    expect(await bodyOf(await errorResponse(new ProtocolError(413, "tooLarge"), "tr"))).toEqual({ status: 413, body: { error: "İstek çok büyük" } });
    expect(await bodyOf(await errorResponse(new HttpError(401, "Unauthorized"), "ar"))).toEqual({ status: 401, body: { error: "Unauthorized" } });
  });
});
