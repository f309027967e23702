import { getTranslations } from "next-intl/server";
import { BoundaryWordsProvider } from "@/lib/i18n/boundary-words";
import type { JobPostingsErrorText } from "./error";

/**
 * The route's error boundary (error.tsx, inside this layout) renders in the browser and takes no props: its words
 * are translated here. The filter panel gets its words as props from the page; the rest is rendered on the server.
 */
export default async function JobPostingsLayout({ children }: { children: React.ReactNode }) {
  const openings = await getTranslations("JobOpenings");
  const board = await getTranslations("JobBoard");
  const words: JobPostingsErrorText = { failed: openings("failed"), tryAgain: board("tryAgain") };
  return <BoundaryWordsProvider words={words}>{children}</BoundaryWordsProvider>;
}
