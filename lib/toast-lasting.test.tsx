/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { toast } from "./toast";

/** The toasts as sonner draws them, after its promise and a frame have gone by. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("a lasting toast", () => {
  beforeAll(() => {
    // sonner reads the matchMedia of the visitor's colour scheme; jsdom has none.
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  });

  it("shows its reason and buttons, and a later outcome about the same form comes without them", async () => {
    render(<Toaster />);
    toast.lasting("Your query was not sent.", { id: "contact-form", description: "Failed to submit query. Please try again.", dismiss: "Dismiss", action: { label: "Back to the form", onClick: () => undefined } });
    await settle();
    expect(screen.getByText("Failed to submit query. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to the form" })).toBeTruthy();

    toast.success("Your query has been submitted successfully!", "contact-form");
    await settle();
    expect(screen.getByText("Your query has been submitted successfully!")).toBeTruthy();
    // The lasting one leaves as a dismissed toast does, after its exit.
    await waitFor(() => expect(screen.queryByText("Your query was not sent.")).toBeNull());
    expect(screen.queryByText("Failed to submit query. Please try again.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Back to the form" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();

    // And the outcome after that takes its place, as outcomes about one form do.
    toast.error("Too many submissions. Please wait a minute and try again.", "contact-form");
    await settle();
    expect(screen.getByText("Too many submissions. Please wait a minute and try again.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Your query has been submitted successfully!")).toBeNull());
  });

  it("an outcome raised while the last one is leaving is shown, not taken away with it", async () => {
    render(<Toaster duration={1000} />);
    toast.error("Failed to submit query. Please try again.", "contact-form");
    await settle();
    const failure = screen.getByText("Failed to submit query. Please try again.").closest("[data-sonner-toast]")!;
    // Its time is up: sonner marks it removed and takes it out of the list 200 ms later.
    await waitFor(() => expect(failure.getAttribute("data-removed")).toBe("true"), { timeout: 3000 });
    toast.success("Your query has been submitted successfully!", "contact-form");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const success = screen.getByText("Your query has been submitted successfully!").closest("[data-sonner-toast]")!;
    expect(success.getAttribute("data-removed")).toBe("false");
    expect(screen.queryByText("Failed to submit query. Please try again.")).toBeNull();
  });
});
