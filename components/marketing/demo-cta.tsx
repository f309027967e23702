import Link from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/ui/icons";

/** The closing band of marketing pages: Book a Demo and Contact Us. */
export function DemoCta({
  title = "See Blindspot protect your own data",
  description = "Book a 30-minute walkthrough tailored to your environment, or tell us what you need to protect and a specialist will get back to you within one business day.",
}: {
  title?: string;
  description?: string;
}) {
  return (
    <section className="section" aria-labelledby="demo-cta-title">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-ink-100 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-56 -right-48 size-[36rem] bg-radial from-brand-600/30 from-25% to-transparent to-70%" />
            <div className="absolute -bottom-64 -left-42 size-[34rem] bg-radial from-accent-500/20 from-25% to-transparent to-70%" />
          </div>
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="demo-cta-title" className="heading-2 text-white">
                {title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-200">{description}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <Link href="/request-demo" className="btn-primary">
                Book a Demo <ArrowRightIcon className="size-4" />
              </Link>
              <Link href="/contact" className="btn-on-dark">
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
