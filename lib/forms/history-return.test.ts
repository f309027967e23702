/** @jest-environment jsdom */

type Module = typeof import("./history-return");

/** A fresh copy of the module (its memory of arrivals starts empty) for a document that arrived by `type`. */
function load(type: NavigationTimingType | undefined, url = "http://localhost/contact"): Module {
  const entries = type ? [{ type, name: url }] : [];
  Object.defineProperty(window.performance, "getEntriesByType", { configurable: true, value: () => entries });
  let loaded!: Module;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>("./history-return");
  });
  return loaded;
}

const goTo = (path: string) => window.history.pushState(null, "", path);
const traverseTo = (path: string) => {
  window.history.replaceState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
};

describe("reachedThroughHistory", () => {
  beforeEach(() => goTo("/contact"));

  it("is false for a document loaded by a link or a typed address", () => {
    expect(load("navigate").reachedThroughHistory()).toBe(false);
  });

  it("is true once for a reloaded or restored document, and only at the address it loaded", () => {
    const reloaded = load("reload");
    expect(reloaded.reachedThroughHistory()).toBe(true);
    expect(reloaded.reachedThroughHistory()).toBe(false);
    goTo("/request-demo");
    expect(load("back_forward").reachedThroughHistory()).toBe(false);
  });

  it("is true once after Back or Forward in the app to the page showing, not after a link to it", () => {
    const history = load("navigate");
    expect(history.reachedThroughHistory()).toBe(false);
    traverseTo("/privacy");
    goTo("/contact");
    expect(history.reachedThroughHistory()).toBe(false);
    traverseTo("/contact");
    expect(history.reachedThroughHistory()).toBe(true);
    expect(history.reachedThroughHistory()).toBe(false);
  });
});
