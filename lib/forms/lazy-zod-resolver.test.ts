import type { ResolverOptions } from "react-hook-form";
import { z } from "zod/mini";
import { lazyZodResolver } from "./lazy-zod-resolver";

type Values = { email: string };
const schema = z.object({ email: z.string().check(z.minLength(1, { error: "Email is required" })) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe("lazyZodResolver", () => {
  it("loads nothing until it is asked, then validates with the schema it loaded once", async () => {
    const load = jest.fn(async () => schema);
    const { resolver, preload } = lazyZodResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    const invalid = await resolver({ email: "" }, undefined, options);
    expect(invalid.errors.email?.message).toBe("Email is required");
    const valid = await resolver({ email: "ada@example.com" }, undefined, options);
    expect(valid).toEqual({ values: { email: "ada@example.com" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a submit before the preload has finished waits for it", async () => {
    let arrive: (value: typeof schema) => void = () => {};
    const { resolver, preload } = lazyZodResolver<Values, Values>(() => new Promise((resolve) => (arrive = resolve)));
    preload();
    const result = resolver({ email: "" }, undefined, options);
    arrive(schema);
    expect((await result).errors.email?.message).toBe("Email is required");
  });

  it("lets the values through to the server when the schema cannot be fetched, and tries again next time", async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Values, Values>(load);
    expect(await resolver({ email: "" }, undefined, options)).toEqual({ values: { email: "" }, errors: {} });
    expect((await resolver({ email: "" }, undefined, options)).errors.email?.message).toBe("Email is required");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
