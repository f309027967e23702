"use client";

import { ServiceLoadFailed } from "./_components/service-load-failed";

/** Spec section 8: any unexpected failure while rendering a service. `retry` re-renders the segment (Next 16). */
export default function ServiceError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <ServiceLoadFailed
      tryAgain={
        <button type="button" onClick={retry} className="btn-primary">
          Try Again
        </button>
      }
    />
  );
}
