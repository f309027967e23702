import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/ui/icons";

/** The closing band of marketing pages: Book a Demo and Contact Us; a page may replace the default heading and lead. */
export function DemoCta({ title, description }: { title?: string; description?: string }) {
  const t = useTranslations("DemoCta");
  return (
    <section className="section section-cta print:hidden" aria-labelledby="demo-cta-title">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-ink-100 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-56 -end-48 size-[36rem] bg-radial from-brand-600/30 from-25% to-transparent to-70%" />
            <div className="absolute -bottom-64 -start-42 size-[34rem] bg-radial from-accent-500/20 from-25% to-transparent to-70%" />
          </div>
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="demo-cta-title" className="heading-2 text-white">
                {title ?? t("title")}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-200">{description ?? t("description")}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <Link href="/request-demo" className="btn-primary">
                {t("bookDemo")} <ArrowRightIcon className="size-4" />
              </Link>
              <Link href="/contact" className="btn-on-dark">
                {t("contactUs")}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
