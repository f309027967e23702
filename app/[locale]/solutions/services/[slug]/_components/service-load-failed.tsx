import type { ReactNode } from "react";
import { AlertIcon, ArrowLeftIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

/** The state's words in the page's language (`ServicePage` messages, translated on the server: _lib/failed-words.ts). */
export type ServiceFailedText = { failedTitle: string; failedLead: string; backToSolutions: string; bookDemo: string; tryAgain: string };

/**
 * Spec section 8: a failure other than "not found" while loading a service. Rendered by the page itself (not by
 * throwing to error.tsx) so a visitor gets this page, not a 500, when the API host is down for an uncached service.
 * Also rendered by error.tsx in the browser, so it takes its words and locale as props and uses no server hook.
 * `tryAgain` is a reload link from the page, or a retry button from error.tsx.
 */
export function ServiceLoadFailed({ words, locale, tryAgain }: { words: ServiceFailedText; locale: Locale; tryAgain: ReactNode }) {
  return (
    <section className="section">
      <div className="container-page flex flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-xl bg-danger-50 text-danger-700">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="heading-2 mt-6">{words.failedTitle}</h1>
        <p className="lead mt-4 max-w-xl">{words.failedLead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {tryAgain}
          <a href={localizePath("/solutions", locale)} className="btn-secondary">
            <ArrowLeftIcon className="size-4" /> {words.backToSolutions}
          </a>
          <a href={localizePath("/request-demo", locale)} className="btn-secondary">
            {words.bookDemo}
          </a>
        </div>
      </div>
    </section>
  );
}
