/** @jest-environment jsdom */
import { clearDraft, readDraft, writeDraft, type DraftStore } from "./form-draft";

const session: DraftStore = { storage: "session", key: "t:contact", blank: { countryCode: "+1", consent: "" } };
const local: DraftStore = { storage: "local", key: "t:job", maxAgeMs: 1000, skip: new Set(["acceptTerms", "resume"]) };

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.useRealTimers();
});

describe("form drafts", () => {
  it("keeps text, drops what is skipped and what is not text, in the storage asked for", () => {
    writeDraft(local, { firstName: "Amira", acceptTerms: "on", resume: { name: "cv.pdf" }, age: 3 });
    expect(readDraft(local)).toEqual({ firstName: "Amira" });
    expect(window.sessionStorage.length).toBe(0);
    writeDraft(session, { message: "Hello", consent: "on" });
    expect(readDraft(session)).toEqual({ message: "Hello", consent: "on" });
  });

  it("is not worth restoring when every field is blank or as it starts", () => {
    writeDraft(session, { firstName: "  ", countryCode: "+1", consent: "" });
    expect(readDraft(session)).toBeNull();
    writeDraft(session, { firstName: "", countryCode: "+44", consent: "" });
    expect(readDraft(session)).toEqual({ firstName: "", countryCode: "+44", consent: "" });
  });

  it("drops an expired or corrupt draft, and forgets on request", () => {
    jest.useFakeTimers({ now: 10_000 });
    writeDraft(local, { firstName: "Amira" });
    jest.setSystemTime(10_000 + 1001);
    expect(readDraft(local)).toBeNull();
    expect(window.localStorage.getItem("t:job")).toBeNull();
    window.sessionStorage.setItem("t:contact", "{not json");
    expect(readDraft(session)).toBeNull();
    writeDraft(session, { message: "Hello" });
    clearDraft(session);
    expect(readDraft(session)).toBeNull();
  });
});
