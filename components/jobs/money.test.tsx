/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { Money } from "./money";

describe("Money", () => {
  it("leaves left-to-right salaries alone", () => {
    const { container } = render(<Money text="£85,000-£110,000 / Yr" />);
    expect(container.innerHTML).toBe("£85,000-£110,000 / Yr");
  });

  it("isolates Arabic-script currency symbols", () => {
    const { container } = render(<Money text="د.إ35,000-د.إ45,000 / Mo" />);
    expect(container.querySelectorAll("bdi")).toHaveLength(2);
    expect(container.querySelector("bdi")?.textContent).toBe("د.إ");
    expect(container.textContent).toBe("د.إ35,000-د.إ45,000 / Mo");
  });
});
