"use client";

import { useTranslations } from "next-intl";
import { ServiceLoadFailed } from "./_components/service-load-failed";

/** Spec section 8: any unexpected failure while rendering a service. `retry` re-renders the segment (Next 16). */
export default function ServiceError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("ServicePage");
  return (
    <ServiceLoadFailed
      tryAgain={
        <button type="button" onClick={retry} className="btn-primary">
          {t("tryAgain")}
        </button>
      }
    />
  );
}
