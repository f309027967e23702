/** @jest-environment jsdom */

/** sonner's chunk failing to load once (offline when the browser was idle), then arriving. */
const success = jest.fn();
let tries = 0;
jest.mock("sonner", () => {
  tries += 1;
  if (tries === 1) throw new Error("Loading chunk 6609 failed.");
  return { toast: { success } };
});

describe("toast when sonner could not be fetched", () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => true });
  });

  it("fetches it again once the connection may be back, and drops a toast that would have gone by then", async () => {
    jest.useFakeTimers();
    Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => false });
    const { toast } = await import("./toast");
    toast.success("raised offline"); // the first fetch fails; the next try comes 6 s later (offline)
    await jest.advanceTimersByTimeAsync(4000);
    toast.success("raised later");
    await jest.advanceTimersByTimeAsync(2000);
    expect(tries).toBe(2);
    expect(success.mock.calls).toEqual([["raised later", undefined]]);
    toast.success("after");
    await jest.advanceTimersByTimeAsync(0);
    expect(success).toHaveBeenLastCalledWith("after", undefined);
  });
});
