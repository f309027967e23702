import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { countryLists } from "@/lib/forms/localized-countries";
import { pageLocale } from "@/lib/i18n/server";
import { PartnerCta } from "@/components/marketing/partner-cta";
import { CheckIcon } from "@/components/ui/icons";
import { siteFor } from "@/content/site.locales";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { DemoForm } from "./_components/demo-form";
import { demoFormWords } from "./_components/demo-words";

export const generateMetadata = staticPageMetadata("/request-demo");

const AGENDA = ["watermarks", "controls", "encryption", "audit"] as const;

/** Spec 2.6: the demo request form, followed by the partner call to action. */
export default async function RequestDemoPage() {
  const locale = await pageLocale();
  const meta = getRouteMeta("/request-demo", locale);
  const t = await getTranslations("DemoPage");
  const agenda = AGENDA.map((item) => t(`agenda.${item}`));
  const { site } = siteFor(locale);
  return (
    <>
      <section className="section bg-linear-to-b from-brand-50 to-white" aria-labelledby="request-demo-title">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-start">
          <div className="lg:sticky lg:top-24">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h1 id="request-demo-title" className="heading-1 mt-3">
              {meta.h1}
            </h1>
            <p className="lead mt-6">{t("lead", { product: site.productName })}</p>
            <h2 className="mt-10 text-lg font-semibold text-ink-900">{t("agendaTitle")}</h2>
            <ul className="mt-4 space-y-3">
              {agenda.map((item) => (
                <li key={item} className="flex gap-3 text-ink-700">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-600">
                    <CheckIcon className="size-4" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-10 text-ink-600">
              {t("question")}{" "}
              <Link href="/contact" className="btn-link">
                {t("contactUs")}
              </Link>
            </p>
          </div>
          <div className="card p-6 sm:p-10">
            <h2 className="heading-3 text-2xl">{t("formTitle")}</h2>
            <p className="mt-2 text-ink-600">{t("formIntro")}</p>
            <div className="mt-8">
              <DemoForm words={await demoFormWords(locale)} lists={countryLists(locale)} />
            </div>
          </div>
        </div>
      </section>
      <PartnerCta />
    </>
  );
}
