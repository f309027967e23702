import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Service Not Found", robots: { index: false, follow: true } };

/** Spec 2.11 and 8: an unknown service (answered with a 404 status). */
export default function ServiceNotFound() {
  return (
    <section className="section">
      <div className="container-page flex flex-col items-center text-center">
        <span className="icon-tile size-16">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-8">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m20 20-4.2-4.2M9 9l4 4M13 9l-4 4" strokeLinecap="round" />
          </svg>
        </span>
        <h1 className="heading-2 mt-6">Service Not Found</h1>
        <p className="lead mt-4 max-w-xl">The service you&apos;re looking for doesn&apos;t exist.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link href="/solutions" className="btn-primary">
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
