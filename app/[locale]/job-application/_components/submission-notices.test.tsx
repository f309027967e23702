/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { toastRegionMounted } from "@/lib/toast-region";
import type { ApplicationFormWords } from "./application-words";
import { SubmissionProblems } from "./submission-notices";

const labels = { email: "Email Address" } as ApplicationFormWords["labels"];
const refusal = (
  <SubmissionProblems message="Please fill in all required fields correctly" fieldErrors={{ email: ["Please enter a valid email address"] }} labels={labels} />
);

describe("the application's refusal above the form", () => {
  it("is an alert, with each problem linked to its field, while nothing else announces the refusal (no JavaScript, no toasts yet)", () => {
    render(refusal);
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields correctly");
    expect(screen.getByRole("link", { name: "Email Address: Please enter a valid email address" })).toHaveAttribute("href", "#field-email");
  });

  it("is not a second announcement once the toasts' region, which reads the same message, is on the page", () => {
    let unmount = () => {};
    act(() => {
      unmount = toastRegionMounted();
    });
    render(refusal);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Please fill in all required fields correctly")).toBeVisible();
    expect(screen.getByRole("link", { name: /Email Address/ })).toHaveAttribute("href", "#field-email");
    act(() => unmount());
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });
});
