/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react";
import { SEARCH_DELAY_MS, useSearchDelay } from "./use-search-delay";

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.addEventListener("click", (event) => event.preventDefault()); // jsdom would log that it cannot navigate
  document.body.append(a);
  return a;
}

describe("useSearchDelay", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "/blogs");
    document.body.innerHTML = "";
  });
  afterEach(() => jest.useRealTimers());

  function scheduled() {
    const run = jest.fn();
    const hook = renderHook(() => useSearchDelay());
    hook.result.current.schedule(run);
    return { run, hook };
  }

  it("runs once the typing has paused, and only the latest of several", () => {
    const first = jest.fn();
    const { run, hook } = scheduled();
    hook.result.current.schedule(first);
    jest.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    expect(first).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ["a link to another page is clicked", () => link("/blogs/some-post").click()],
    ["Back or Forward is used", () => window.dispatchEvent(new PopStateEvent("popstate"))],
    ["the list is left otherwise (unmounted)", (hook: { unmount: () => void }) => hook.unmount()],
  ])("is dropped when %s within the delay", (_, leave) => {
    const { run, hook } = scheduled();
    leave(hook);
    jest.advanceTimersByTime(SEARCH_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
    hook.unmount();
  });

  it("still runs when the visitor stays: a jump within the page, a link opened in a new tab, a modified click", () => {
    const { run } = scheduled();
    link("#main").click();
    link("/blogs/some-post", { target: "_blank" }).click();
    link("/blogs/some-post").dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    document.body.click();
    jest.advanceTimersByTime(SEARCH_DELAY_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
