import { loadSonner, toast } from "./toast";

jest.mock("sonner", () => ({
  toast: { success: jest.fn(), error: jest.fn(), loading: jest.fn(() => "loading-1"), dismiss: jest.fn() },
}));

/** Lets the dynamic import and the calls queued on it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toast (sonner fetched on first use)", () => {
  let calls: string[];

  beforeEach(async () => {
    const { toast: sonner } = await loadSonner();
    calls = [];
    for (const kind of ["success", "error", "loading", "dismiss"] as const) {
      jest.mocked(sonner[kind]).mockImplementation(((arg: unknown) => {
        calls.push(`${kind}:${String(arg)}`);
        return kind === "loading" ? "loading-1" : undefined;
      }) as never);
    }
  });

  it("passes success and error toasts on in the order they were raised", async () => {
    toast.error("Please fill in all required fields correctly");
    toast.success("Thank you!");
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(["error:Please fill in all required fields correctly", "success:Thank you!"]);
  });

  it("shows a form's next outcome in place of the last: the last one dismissed, the next under an id of its own", async () => {
    const { toast: sonner } = await loadSonner();
    for (const kind of ["error", "success", "dismiss"] as const) jest.mocked(sonner[kind]).mockClear();
    toast.error("Failed to submit query. Please try again.", "contact-form");
    toast.success("Your query has been submitted successfully!", "contact-form");
    toast.error("Please upload only PDF, DOC, or DOCX files");
    await settle();
    const idOf = (call: unknown[] | undefined) => (call?.[1] as { id?: string } | undefined)?.id;
    const errors = jest.mocked(sonner.error).mock.calls;
    const failure = idOf(errors[0]);
    const success = idOf(jest.mocked(sonner.success).mock.calls[0]);
    expect(failure).toMatch(/^contact-form:/);
    expect(success).toMatch(/^contact-form:/);
    expect(success).not.toBe(failure);
    expect(jest.mocked(sonner.dismiss).mock.calls).toEqual([[failure]]);
    expect(errors[1]).toEqual(["Please upload only PDF, DOC, or DOCX files", undefined]);
  });

  it("dismisses a loading toast once the submission is answered", async () => {
    const done = toast.loading("Submitting...");
    await settle();
    expect(calls).toEqual(["loading:Submitting..."]);
    done();
    await settle();
    expect(calls).toEqual(["loading:Submitting...", "dismiss:loading-1"]);
  });

  it("never shows a loading toast whose submission was answered before sonner arrived", async () => {
    const done = toast.loading("Submitting...");
    done();
    await settle();
    expect(calls).toEqual([]);
  });

  it("fetches sonner once for the whole page", async () => {
    expect(loadSonner()).toBe(loadSonner());
  });
});
