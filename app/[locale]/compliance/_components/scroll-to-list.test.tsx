/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { ScrollToList } from "./scroll-to-list";

describe("ScrollToList", () => {
  let target: HTMLHeadingElement;
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    scrollIntoView.mockReset();
    target = document.createElement("h2");
    target.id = "regimes";
    target.tabIndex = -1;
    target.scrollIntoView = scrollIntoView;
    document.body.appendChild(target);
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  afterEach(() => target.remove());

  it("leaves the first render alone (the browser honours the #fragment)", () => {
    render(<ScrollToList page={1} targetId="regimes" />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("brings the list into view and focuses its heading when the page changes", () => {
    const { rerender } = render(<ScrollToList page={1} targetId="regimes" />);
    rerender(<ScrollToList page={2} targetId="regimes" />);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(target);
  });

  it("does not animate for visitors who prefer reduced motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { rerender } = render(<ScrollToList page={2} targetId="regimes" />);
    rerender(<ScrollToList page={1} targetId="regimes" />);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });
});
