/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { useWaitingForConnection, useWhenReachable } from "./use-when-reachable";

const setOnline = (online: boolean) => Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });

/** The network: cut until `reconnect()`, then every page answers. */
function network() {
  let up = false;
  const fetchMock = jest.fn(() => (up ? Promise.resolve({ status: 200 }) : Promise.reject(new TypeError("Failed to fetch"))));
  Object.defineProperty(window, "fetch", { configurable: true, value: fetchMock });
  return {
    async reconnect() {
      await act(() => jest.advanceTimersByTimeAsync(0)); // the tries under way have failed
      up = true;
      setOnline(true);
      await act(async () => {
        window.dispatchEvent(new Event("online"));
        await jest.advanceTimersByTimeAsync(0);
      });
    },
  };
}

function waitingCaller() {
  const hook = renderHook(() => ({ whenReachable: useWhenReachable(), waiting: useWaitingForConnection() }));
  const ask = (url: string, what?: "page" | "list") => {
    const go = jest.fn();
    act(() => hook.result.current.whenReachable(url, go, { what }));
    return go;
  };
  return { hook, ask };
}

describe("useWhenReachable", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setOnline(false);
    window.history.replaceState(null, "", "/job-postings");
    document.body.innerHTML = "";
  });
  afterEach(() => {
    jest.useRealTimers();
    setOnline(true);
  });

  it("goes at once when online", () => {
    setOnline(true);
    const { ask, hook } = waitingCaller();
    expect(ask("/contact")).toHaveBeenCalledTimes(1);
    hook.unmount();
  });

  it("waits offline with the note, and goes once the page answers", async () => {
    const net = network();
    const { ask, hook } = waitingCaller();
    const go = ask("/contact");
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(go).not.toHaveBeenCalled();
    expect(hook.result.current.waiting).toBe("page");
    await net.reconnect();
    expect(go).toHaveBeenCalledTimes(1);
    expect(hook.result.current.waiting).toBeNull();
    hook.unmount();
  });

  it("runs only the latest choice of the page, whichever part of it asked (a filter, then a link)", async () => {
    const net = network();
    const filter = waitingCaller();
    const layout = waitingCaller();
    const filtered = filter.ask("/job-postings?type=remote", "list");
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(layout.hook.result.current.waiting).toBe("list"); // the note says what waits
    const linked = layout.ask("/contact");
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(layout.hook.result.current.waiting).toBe("page");
    await net.reconnect();
    expect(filtered).not.toHaveBeenCalled();
    expect(linked).toHaveBeenCalledTimes(1);
    filter.hook.unmount();
    layout.hook.unmount();
  });

  it.each([
    ["Back or Forward is used", () => window.dispatchEvent(new PopStateEvent("popstate"))],
    [
      "a link off the page is clicked",
      () => {
        const a = document.createElement("a");
        a.href = "/vision";
        a.addEventListener("click", (event) => event.preventDefault()); // jsdom would log that it cannot navigate
        document.body.append(a);
        a.click();
      },
    ],
  ])("drops the wait and its note when %s", async (_, leave) => {
    const net = network();
    const { ask, hook } = waitingCaller();
    const go = ask("/job-postings?type=remote");
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(hook.result.current.waiting).toBe("page");
    act(leave);
    expect(hook.result.current.waiting).toBeNull();
    await net.reconnect();
    expect(go).not.toHaveBeenCalled();
    hook.unmount();
  });

  it("drops its caller's wait when the caller unmounts, not another's", async () => {
    const net = network();
    const gone = waitingCaller();
    const stays = waitingCaller();
    const dropped = gone.ask("/job-postings?type=remote");
    gone.hook.unmount();
    await net.reconnect();
    expect(dropped).not.toHaveBeenCalled();

    setOnline(false);
    const leaving = waitingCaller();
    const kept = stays.ask("/contact");
    leaving.hook.unmount();
    await net.reconnect();
    expect(kept).toHaveBeenCalledTimes(1);
    stays.hook.unmount();
  });
});
