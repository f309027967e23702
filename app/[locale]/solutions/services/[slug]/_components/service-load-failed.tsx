import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { AlertIcon, ArrowLeftIcon } from "@/components/ui/icons";

/**
 * Spec section 8: a failure other than "not found" while loading a service. Rendered by the page itself (not by
 * throwing to error.tsx) so a visitor gets this page, not a 500, when the API host is down for an uncached service.
 * Also rendered by error.tsx in the browser: the segment's layout sends the `ServicePage` messages it reads.
 */
/** `tryAgain` is a reload link from the page, or a retry button from error.tsx. */
export function ServiceLoadFailed({ tryAgain }: { tryAgain: ReactNode }) {
  const t = useTranslations("ServicePage");
  return (
    <section className="section">
      <div className="container-page flex flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-xl bg-danger-50 text-danger-700">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="heading-2 mt-6">{t("failedTitle")}</h1>
        <p className="lead mt-4 max-w-xl">{t("failedLead")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {tryAgain}
          <Link href="/solutions" className="btn-secondary">
            <ArrowLeftIcon className="size-4" /> {t("backToSolutions")}
          </Link>
          <Link href="/request-demo" className="btn-secondary">
            {t("bookDemo")}
          </Link>
        </div>
      </div>
    </section>
  );
}
