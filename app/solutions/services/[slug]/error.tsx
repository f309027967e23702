"use client";

import Link from "next/link";
import { AlertIcon, ArrowLeftIcon } from "@/components/ui/icons";

/** Spec section 8: any failure other than "not found" while loading a service. */
/** `retry` refetches the server render and re-renders the segment (Next 16). */
export default function ServiceError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section className="section">
      <div className="container-page flex flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-xl bg-danger-50 text-danger-700">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="heading-2 mt-6">Failed to load service</h1>
        <p className="lead mt-4 max-w-xl">We couldn&apos;t load this service just now. Please try again in a moment.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <button type="button" onClick={retry} className="btn-primary">
            Try Again
          </button>
          <Link href="/solutions" className="btn-secondary">
            <ArrowLeftIcon className="size-4" /> Back to Solutions
          </Link>
          <Link href="/request-demo" className="btn-secondary">
            Book a Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
