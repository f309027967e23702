/** @jest-environment jsdom */
import { keepScrollPositions, scrollTargetAfterRouteChange } from "./scroll-memory";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}
const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
const traverseTo = (path: string) => {
  window.history.replaceState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
};

describe("scroll memory", () => {
  let stop: () => void;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/job-postings");
    stop = keepScrollPositions();
  });
  afterEach(() => stop());

  it("sends a link to the top and Back to where the visitor was on that page", async () => {
    scrollTo(1800);
    await frame();
    window.history.pushState(null, "", "/job-details/e7-eng-014");
    expect(scrollTargetAfterRouteChange()).toBe(0);
    scrollTo(300);
    await frame();
    traverseTo("/job-postings");
    // The page Back leaves is still showing: a scroll now is not the list's.
    scrollTo(120);
    await frame();
    expect(scrollTargetAfterRouteChange()).toBe(1800);
    traverseTo("/job-details/e7-eng-014");
    expect(scrollTargetAfterRouteChange()).toBe(300);
  });

  it("keeps the positions through a reload of the tab", async () => {
    scrollTo(900);
    await frame();
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(window.sessionStorage.getItem("e7:scroll-positions") ?? "[]")).toContainEqual(["/job-postings", 900]);
  });

  it("does not apply a position to another page than the traversal's", () => {
    traverseTo("/blogs");
    window.history.pushState(null, "", "/contact");
    expect(scrollTargetAfterRouteChange()).toBe(0);
  });
});
