import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { ArrowRightIcon, UsersIcon } from "@/components/ui/icons";

/** The partner programme call to action (spec 2.3, 2.6): leads to /partners. */
export function PartnerCta() {
  const t = useTranslations("PartnerCta");
  return (
    <section className="section print:hidden" aria-labelledby="partner-cta-title">
      <div className="container-page">
        <div className="card grid gap-8 bg-gradient-to-br from-brand-50 via-white to-accent-100/40 p-8 sm:p-12 lg:grid-cols-[auto_1fr_auto] lg:items-center">
          <span className="icon-tile size-16 rounded-2xl bg-accent-100 text-accent-600 [&_svg]:size-8">
            <UsersIcon />
          </span>
          <div className="max-w-2xl">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h2 id="partner-cta-title" className="heading-2 mt-2">
              {t("title")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              {t("description")}
            </p>
          </div>
          <Link href="/partners" className="btn-primary self-start lg:self-center">
            {t("cta")} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
