/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import ar from "@/content/messages/layout/ar.json";
import en from "@/content/messages/layout/en.json";
import { BoundaryWordsProvider } from "@/lib/i18n/boundary-words";
import PageError, { type PageErrorText } from "./error";

function renderBoundary(words: PageErrorText) {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  render(
    <BoundaryWordsProvider words={words}>
      <PageError error={Object.assign(new Error("database password in here"), { digest: "4242" })} />
    </BoundaryWordsProvider>,
  );
  return log;
}

describe("the site-wide error boundary", () => {
  afterEach(() => jest.restoreAllMocks());

  it("says what happened in the page's language, with a reload and a way home that are plain links", () => {
    renderBoundary({ ...ar.PageError, homeHref: "/ar" });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "حدث خطأ ما" })).toBeInTheDocument();
    expect(screen.getByText(ar.PageError.description)).toBeInTheDocument();
    // The page's own path: the reload works before hydration and without JavaScript.
    expect(screen.getByRole("link", { name: ar.PageError.tryAgain })).toHaveAttribute("href", "?");
    expect(screen.getByRole("link", { name: ar.PageError.home })).toHaveAttribute("href", "/ar");
  });

  it("never shows the error's own message, and logs only its digest", () => {
    const log = renderBoundary({ ...en.PageError, homeHref: "/" });
    expect(document.body.textContent).not.toContain("database password");
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Page failed to render", "4242");
  });
});
