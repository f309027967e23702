"use client";

import { useBoundaryWords } from "@/lib/i18n/boundary-words";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { ServiceLoadFailed, type ServiceFailedText } from "./_components/service-load-failed";

/** Spec section 8: any unexpected failure while rendering a service. `retry` re-renders the segment (Next 16). */
export default function ServiceError({ retry }: { error: unknown; retry: () => void }) {
  const words = useBoundaryWords<ServiceFailedText>();
  const locale = useClientLocale();
  return (
    <ServiceLoadFailed
      words={words}
      locale={locale}
      tryAgain={
        <button type="button" onClick={retry} className="btn-primary">
          {words.tryAgain}
        </button>
      }
    />
  );
}
