/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import ServiceError from "@/app/[locale]/solutions/services/[slug]/error";
import JobPostingsError from "@/app/[locale]/job-postings/error";
import { BoundaryWordsProvider, type Words } from "@/lib/i18n/boundary-words";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import type { Locale } from "@/lib/i18n/locales";
import ar from "@/content/messages/careers/ar.json";
import tr from "@/content/messages/blog/tr.json";
import { JobRouteError } from "@/components/jobs/job-route-error";

/** An error boundary as its route renders it: under the root layout's locale and its own layout's words. */
function renderBoundary(locale: Locale, words: Words, boundary: React.ReactNode) {
  return render(
    <LocaleProvider locale={locale}>
      <BoundaryWordsProvider words={words}>{boundary}</BoundaryWordsProvider>
    </LocaleProvider>,
  );
}

const failure = Object.assign(new Error("boom"), { digest: "1" });

describe("error boundaries show their layout's words in the page's language", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("job detail and application: the failure and a way back to the Arabic job list", () => {
    const words = { failedDetails: ar.JobStates.failedDetails, backToListings: ar.JobStates.backToListings };
    renderBoundary("ar", words, <JobRouteError error={failure} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ar.JobStates.failedDetails);
    expect(screen.getByRole("link", { name: ar.JobStates.backToListings })).toHaveAttribute("href", "/ar/job-postings");
  });

  it("job list: the failure and 'Try Again'", () => {
    renderBoundary("en", { failed: "Failed to load job listings. Please try again later.", tryAgain: "Try Again" }, <JobPostingsError error={failure} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Failed to load job listings. Please try again later.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("service: the Turkish failure state, its links in Turkish, and 'Try Again' re-renders the segment", () => {
    const { failedTitle, failedLead, backToSolutions, bookDemo, tryAgain } = tr.ServicePage;
    const retry = jest.fn();
    renderBoundary("tr", { failedTitle, failedLead, backToSolutions, bookDemo, tryAgain }, <ServiceError error={failure} retry={retry} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(failedTitle);
    expect(screen.getByText(failedLead)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: backToSolutions })).toHaveAttribute("href", "/tr/solutions");
    expect(screen.getByRole("link", { name: bookDemo })).toHaveAttribute("href", "/tr/request-demo");
    fireEvent.click(screen.getByRole("button", { name: tryAgain }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
