import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { DemoCta } from "@/components/marketing/demo-cta";
import { ContentImage } from "@/components/ui/content-image";
import { ArrowRightIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { getService, getServices } from "@/lib/api";
import { ServiceLoadFailed } from "./_components/service-load-failed";
import { serviceFailedWords } from "./_lib/failed-words";
import { siteUrl } from "@/lib/env";
import { localizePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/server";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata, notFoundStateMetadata, stateMetadata } from "@/lib/seo/metadata";
import { ownCardPath } from "@/lib/seo/og-paths";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { SmartLink } from "./_components/smart-link";
import { splitFirstWord, splitParagraphs, truncate } from "./_lib/text";
import { NotFoundInHtml } from "@/components/layout/not-found-in-html";
import ServiceNotFound from "./not-found";

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

/** Rows without an orphan: four services sit in one row, two in two columns, other counts in threes. */
const gridColumns = (count: number) => (count === 4 ? "lg:grid-cols-4" : count === 2 ? "" : "lg:grid-cols-3");

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  try {
    return (await getServices()).map((s) => ({ slug: s.slug }));
  } catch (error) {
    // The API host may be down at build time: pages are then rendered on first request instead.
    console.warn("Services could not be listed for prerendering", error);
    return [];
  }
}

/** One read shared by generateMetadata and the page. */
const loadService = cache((slug: string) => getService(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const t = await getTranslations("ServicePage");
  const locale = await pageLocale();
  try {
    const service = await loadService(slug);
    if (!service) return notFoundStateMetadata(t("notFoundTitle"), locale);
    return buildMetadata({
      path: `/solutions/services/${service.slug}`,
      locale,
      ogImage: ownCardPath(`/solutions/services/${service.slug}`, locale),
      title: t("metaTitle", { title: service.title }),
      titlePart: service.title,
      description: truncate(service.content.hero.description, 160),
      keywords: [service.title, t("keywordServices"), t("keywordConsulting")],
    });
  } catch {
    return stateMetadata(t("failedTitle"), locale);
  }
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const locale = await pageLocale();
  const t = await getTranslations("ServicePage");
  let service;
  try {
    service = await loadService(slug);
  } catch (error) {
    console.error(`Failed to load service "${slug}"`, error);
    const words = await serviceFailedWords();
    return (
      <ServiceLoadFailed
        words={words}
        locale={locale}
        tryAgain={
          <a href={localizePath(`/solutions/services/${encodeURIComponent(slug)}`, locale)} className="btn-primary">
            {words.tryAgain}
          </a>
        }
      />
    );
  }
  if (!service) return <NotFoundInHtml><ServiceNotFound /></NotFoundInHtml>;

  const { hero, expertGuidance, consultingServices } = service.content;
  const consultingTitle = splitFirstWord(consultingServices.title);
  const path = `/solutions/services/${service.slug}`;

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(siteUrl(), [
          { name: t("home"), path: localizePath("/", locale) },
          { name: t("solutions"), path: localizePath("/solutions", locale) },
          { name: service.title, path: localizePath(path, locale) },
        ])}
      />
      <section className="section-dark relative isolate overflow-hidden" aria-labelledby="service-title">
        <HeroBackdrop />
        {hero.backgroundImage ? (
          <ContentImage src={hero.backgroundImage} alt="" fill sizes="100vw" loading="eager" fetchPriority="high" className="-z-20 object-cover opacity-30" />
        ) : null}
        {hero.backgroundImage ? (
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-br from-ink-950 via-ink-900/90 to-brand-700/60" />
        ) : null}
        <div className="container-page py-20 sm:py-28">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 id="service-title" lang="en" className="heading-1 mt-3 max-w-4xl">
            <bdi>{hero.title || service.title}</bdi>
          </h1>
          <p lang="en" className="lead mt-6 max-w-3xl">
            <bdi>{hero.description}</bdi>
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <SmartLink href={hero.ctaUrl} className="btn-primary">
              {hero.ctaText ? <span lang="en">{hero.ctaText}</span> : t("getDemo")} <ArrowRightIcon className="size-4" />
            </SmartLink>
            {hero.ctaUrl !== "/request-demo" ? (
              <SmartLink href="/request-demo" className="btn-on-dark">
                {t("getDemo")}
              </SmartLink>
            ) : null}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="guidance-title">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <ContentImage
            src={expertGuidance.image}
            alt={expertGuidance.title}
            lang="en"
            width={720}
            height={540}
            sizes="(min-width: 64rem) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-card bg-ink-100 object-cover shadow-card"
          />
          <div>
            <p className="eyebrow">{t("expertGuidance")}</p>
            <h2 id="guidance-title" lang="en" className="heading-2 mt-2">
              <bdi>{expertGuidance.title}</bdi>
            </h2>
            <div lang="en" dir="auto" className="prose-content mt-6">
              {splitParagraphs(expertGuidance.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            <SmartLink href={expertGuidance.ctaUrl} className="btn-primary mt-8">
              {expertGuidance.ctaText ? <span lang="en">{expertGuidance.ctaText}</span> : t("talkToExpert")}
            </SmartLink>
          </div>
        </div>
      </section>

      {consultingServices.services.length > 0 ? (
        <section className="section section-muted" aria-labelledby="consulting-title">
          <div className="container-page">
            <h2 id="consulting-title" lang="en" className="heading-2 max-w-3xl">
              <bdi>
                <span className="text-brand-600">{consultingTitle.first}</span>
                {consultingTitle.rest}
              </bdi>
            </h2>
            <ul className={`mt-10 grid gap-6 sm:grid-cols-2 sm:max-lg:lone-card-centred ${gridColumns(consultingServices.services.length)}`}>
              {consultingServices.services.map((item) => (
                <li key={item.id} lang="en" className="card flex flex-col">
                  <ContentImage
                    src={item.image}
                    alt={item.title}
                    width={640}
                    height={360}
                    sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 47vw, 100vw"
                    className="aspect-video w-full rounded-xl bg-ink-100 object-cover"
                  />
                  <h3 className="heading-3 mt-5">
                    <bdi>{item.title}</bdi>
                  </h3>
                  <p className="mt-2 text-ink-600">
                    <bdi>{item.description}</bdi>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <DemoCta />
    </>
  );
}
