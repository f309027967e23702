/** @jest-environment jsdom */
import { arrivedThroughHistory, routeChanged, traversalUnderWay } from "./history-traversal";

const goTo = (path: string) => {
  window.history.pushState(null, "", path);
  routeChanged();
};
const traverseTo = (path: string) => {
  window.history.replaceState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
};

describe("history traversal", () => {
  beforeEach(() => goTo("/contact"));

  it("tells a Back to another page from a link, from the popstate until the next route change", () => {
    goTo("/privacy");
    expect(arrivedThroughHistory()).toBe(false);
    traverseTo("/contact");
    expect(traversalUnderWay()).toBe(true);
    expect(arrivedThroughHistory()).toBe(true); // a component of the new page may ask before the layout
    expect(routeChanged()).toBe(true);
    expect(traversalUnderWay()).toBe(false);
    expect(arrivedThroughHistory()).toBe(true); // or after it
    goTo("/privacy");
    goTo("/contact");
    expect(arrivedThroughHistory()).toBe(false);
  });

  it("leaves a change of query or hash within the page drawn to the browser", () => {
    traverseTo("/contact?x=1");
    expect(traversalUnderWay()).toBe(false);
    traverseTo("/contact#contact-form");
    expect(traversalUnderWay()).toBe(false);
  });

  it("forgets a Back whose page never came when the next route change goes elsewhere", () => {
    goTo("/privacy");
    traverseTo("/contact");
    window.history.pushState(null, "", "/terms");
    expect(routeChanged()).toBe(false);
    expect(traversalUnderWay()).toBe(false);
    window.history.replaceState(null, "", "/contact");
    expect(arrivedThroughHistory()).toBe(false);
  });
});
