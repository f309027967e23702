/** @jest-environment jsdom */
import { connectionBack, importWhenOnline, untilReachable } from "./connection-back";

const setOnline = (online: boolean) => Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });

describe("connectionBack", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setOnline(true);
  });

  it("resolves at the online event, or after a while even if it never comes", async () => {
    setOnline(false);
    const atEvent = jest.fn();
    void connectionBack(1000).then(atEvent);
    window.dispatchEvent(new Event("online"));
    await Promise.resolve();
    expect(atEvent).toHaveBeenCalled();

    const late = jest.fn();
    void connectionBack(1000).then(late);
    await jest.advanceTimersByTimeAsync(1999);
    expect(late).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalled();
  });

  it("loads a script again until it arrives", async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValueOnce("tus");
    const loaded = importWhenOnline(load);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(loaded).resolves.toBe("tus");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits until the page answers, and gives up when aborted", async () => {
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue({ status: 200 });
    Object.defineProperty(window, "fetch", { configurable: true, value: fetchMock });
    const reached = untilReachable("/contact", new AbortController().signal);
    await jest.advanceTimersByTimeAsync(6000);
    await expect(reached).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const controller = new AbortController();
    const abandoned = untilReachable("/contact", controller.signal);
    controller.abort();
    await jest.advanceTimersByTimeAsync(3000);
    await expect(abandoned).resolves.toBe(false);
  });
});
