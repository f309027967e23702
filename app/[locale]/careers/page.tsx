import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { pageLocale } from "@/lib/i18n/server";
import { BlogBlock } from "@/components/blog/blog-block";
import { Accordion } from "@/components/ui/accordion";
import { FeatureCard } from "@/components/ui/feature-card";
import { ArrowRightIcon, ChartIcon, ShieldIcon, SparkIcon, UsersIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import type { CareersPoint } from "@/content/careers";
import { careersCopy } from "@/content/careers.locales";
import { site } from "@/content/site";
import { localizePath } from "@/lib/i18n/paths";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";
import { faqPageJsonLd } from "@/lib/seo/page-json-ld";
import { JobOpeningsBlock } from "./_components/job-openings-block";
import { localizedArt } from "@/lib/images/localized-art";

export const generateMetadata = staticPageMetadata("/careers");
// The job openings and blog blocks read the API host: refreshed in the background.
export const revalidate = 300;

const pointIcons: Record<CareersPoint["icon"], React.ReactNode> = {
  shield: <ShieldIcon />,
  spark: <SparkIcon />,
  users: <UsersIcon />,
  chart: <ChartIcon />,
};

/** Spec 2.18: hero, why build your career, job openings, What's New and the FAQ. */
export default async function CareersPage() {
  const locale = await pageLocale();
  const meta = getRouteMeta("/careers", locale);
  const { careersHero, whyBuildCareer, careersFaqTitle, careersFaq } = careersCopy(locale);
  const t = await getTranslations("CareersPage");
  return (
    <>
      <JsonLd data={faqPageJsonLd(siteUrl(), localizePath("/careers", locale), careersFaq, locale)} />
      <PageHero
        eyebrow={careersHero.eyebrow}
        title={meta.h1}
        description={careersHero.description}
        cta={careersHero.cta}
        art={{ src: localizedArt("/images/careers/hero.svg", locale), alt: t("heroAlt"), width: 560, height: 440 }}
      />

      <section className="section" aria-labelledby="why-build-title">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center">
          <div>
            <SectionHeading id="why-build-title" eyebrow={whyBuildCareer.eyebrow} title={whyBuildCareer.title} />
            {whyBuildCareer.paragraphs.map((p) => (
              <p key={p} className="mt-5 text-lg leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
            <Link href={whyBuildCareer.cta.href} className="btn-primary mt-8">
              {whyBuildCareer.cta.label} <ArrowRightIcon className="size-4" />
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 sm:lone-card-centred">
            {whyBuildCareer.points.map((point) => (
              <li key={point.title}>
                <FeatureCard icon={pointIcons[point.icon]} title={point.title} description={point.description} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <JobOpeningsBlock />

      <div className="border-t border-ink-100">
        <BlogBlock title={t("whatsNew")} />
      </div>

      <section className="section" aria-labelledby="careers-faq-title">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
          <div>
            <SectionHeading
              id="careers-faq-title"
              eyebrow={t("faqEyebrow")}
              title={careersFaqTitle}
              description={t("faqDescription")}
            />
            <p className="mt-6 text-ink-600">
              {t("stillQuestion")}{" "}
              <a href={`mailto:${site.careersEmail}`} className="btn-link" dir="ltr">
                {site.careersEmail}
              </a>
            </p>
            <p className="mt-3 text-ink-600">
              {t("evaluating")}{" "}
              <Link href="/request-demo" className="btn-link">
                {t("bookDemo")}
              </Link>
            </p>
          </div>
          <Accordion items={careersFaq} initialOpen={0} />
        </div>
      </section>
    </>
  );
}
