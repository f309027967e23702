import { BoundaryWordsProvider } from "@/lib/i18n/boundary-words";
import { serviceFailedWords } from "./_lib/failed-words";

/**
 * The service page's error boundary (error.tsx) renders in the browser and takes no props: this layout, which wraps
 * it, translates the words it shows. Everything else on the page is rendered on the server.
 */
export default async function ServiceLayout({ children }: { children: React.ReactNode }) {
  return <BoundaryWordsProvider words={await serviceFailedWords()}>{children}</BoundaryWordsProvider>;
}
