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

  it("asks at once: a page that answers is reached without waiting, and each failed try is reported", async () => {
    setOnline(false); // only a hint: a browser with no network but loopback says so to a site on the same machine
    const fetchMock = jest.fn().mockResolvedValue({ status: 200 });
    Object.defineProperty(window, "fetch", { configurable: true, value: fetchMock });
    const missed = jest.fn();
    await expect(untilReachable("/contact", new AbortController().signal, missed)).resolves.toBe(true);
    expect(missed).not.toHaveBeenCalled();

    fetchMock.mockReset().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue({ status: 200 });
    const reached = untilReachable("/contact", new AbortController().signal, missed);
    await jest.advanceTimersByTimeAsync(0);
    expect(missed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(6000);
    await expect(reached).resolves.toBe(true);
    expect(missed).toHaveBeenCalledTimes(1);
  });
});
