/** @jest-environment jsdom */

type Module = typeof import("./history-return");

/** A fresh copy of the module (its memory of the document's arrival starts empty) for a document that arrived by `type`. */
function load(type: NavigationTimingType | undefined, url = "http://localhost/contact"): Module {
  const entries = type ? [{ type, name: url }] : [];
  Object.defineProperty(window.performance, "getEntriesByType", { configurable: true, value: () => entries });
  let loaded!: Module;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>("./history-return");
  });
  return loaded;
}

describe("reachedThroughHistory", () => {
  beforeEach(() => window.history.replaceState(null, "", "/contact"));

  it("is false for a document loaded by a link or a typed address", () => {
    expect(load("navigate").reachedThroughHistory()).toBe(false);
  });

  it("is true once for a reloaded or restored document, and only at the address it loaded", () => {
    const reloaded = load("reload");
    expect(reloaded.reachedThroughHistory()).toBe(true);
    expect(reloaded.reachedThroughHistory()).toBe(false);
    window.history.replaceState(null, "", "/request-demo");
    expect(load("back_forward").reachedThroughHistory()).toBe(false);
  });
});

describe("takenBackHere", () => {
  /** The way back asked for on the page at `from`, then the form's page reached. */
  function takenBack(history: Module, from: string, form: string, reached: string): void {
    window.history.replaceState(null, "", from);
    history.expectReturnTo(form);
    window.history.replaceState(null, "", reached);
  }

  it("is true once, at the form's address the visitor was taken back to, whatever its hash", () => {
    const history = load("navigate");
    takenBack(history, "/careers", "/contact#contact-form", "/contact");
    expect(history.takenBackHere()).toEqual({});
    expect(history.takenBackHere()).toBeNull();
  });

  it("is false on another page, and for a form reached without being taken back", () => {
    const history = load("navigate");
    window.history.replaceState(null, "", "/contact");
    expect(history.takenBackHere()).toBeNull();
    takenBack(history, "/careers", "/ar/contact#contact-form", "/contact");
    expect(history.takenBackHere()).toBeNull();
  });

  it("is not armed by a way back asked for on the form itself, for a later arrival to take", () => {
    const history = load("navigate");
    takenBack(history, "/contact", "/contact#contact-form", "/careers");
    window.history.replaceState(null, "", "/contact");
    expect(history.takenBackHere()).toBeNull();
  });

  it("gives the refusal, with the fields the server refused, to the form, once", () => {
    const history = load("navigate");
    window.history.replaceState(null, "", "/careers");
    const refusal = { message: "Please enter a valid email address", fieldErrors: { email: ["Please enter a valid email address"] } };
    history.expectReturnTo("/contact#contact-form", refusal);
    window.history.replaceState(null, "", "/contact");
    expect(history.takenBackHere()).toEqual(refusal);
    expect(history.takenBackHere()).toBeNull();
  });
});
