/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { Accordion } from "./accordion";

const items = [
  { id: "a", question: "First question?", answer: "First answer." },
  { id: "b", question: "Second question?", answer: "Second answer." },
  { id: "c", question: "Third question?", answer: "Third answer." },
];

const button = (name: string) => screen.getByRole("button", { name });
const expanded = () => items.map((i) => button(i.question).getAttribute("aria-expanded"));

describe("Accordion", () => {
  it("opens the first item at first and links each button to its region", () => {
    render(<Accordion items={items} />);
    expect(expanded()).toEqual(["true", "false", "false"]);
    const region = screen.getByRole("region", { name: "First question?" });
    expect(button("First question?")).toHaveAttribute("aria-controls", region.id);
    expect(region).toHaveTextContent("First answer.");
  });

  it("keeps closed answers in the document behind `hidden`", () => {
    render(<Accordion items={items} />);
    expect(screen.getByText("Second answer.").closest("[data-accordion-panel]")).toHaveAttribute("hidden");
  });

  it("opens one item at a time and closes the open item on a second click", () => {
    render(<Accordion items={items} />);
    fireEvent.click(button("Third question?"));
    expect(expanded()).toEqual(["false", "false", "true"]);
    fireEvent.click(button("Third question?"));
    expect(expanded()).toEqual(["false", "false", "false"]);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("honours initialOpen and the heading level", () => {
    render(<Accordion items={items} initialOpen={1} headingLevel={2} />);
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
