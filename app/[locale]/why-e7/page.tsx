import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { pageLocale } from "@/lib/i18n/server";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { MarketingIcon } from "@/components/marketing/icons";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { demoLinks } from "@/content/marketing/cta";
import { whyCopy } from "@/content/marketing/localized";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = staticPageMetadata("/why-e7");

export default async function WhyE7Page() {
  const locale = await pageLocale();
  const { excellence, joinCommunity, whyChoose, whyHero } = whyCopy(locale);
  const t = await getTranslations("WhyPage");
  return (
    <>
      <PageHero
        eyebrow={whyHero.eyebrow}
        title={getRouteMeta("/why-e7", locale).h1}
        description={whyHero.description}
        cta={demoLinks(locale).demoLink}
        secondaryCta={{ label: t("exploreSolutions"), href: "/solutions" }}
        art={whyHero.art}
      />
      <CardSectionBlock id="why-choose" section={whyChoose} columns={5} align="center" />
      <section className="section section-muted" aria-labelledby="excellence-title">
        <div className="container-page">
          <SectionHeading id="excellence-title" eyebrow={excellence.eyebrow} title={excellence.title} description={excellence.description} />
          <div className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2">
            {excellence.pillars.map((pillar) => (
              <article key={pillar.id} id={pillar.id} className="card p-8 sm:p-10">
                <span className="icon-tile">
                  <MarketingIcon name={pillar.icon} />
                </span>
                <h3 className="heading-3 mt-6 text-2xl wrap-break-word">{pillar.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-ink-600">{pillar.description}</p>
                <ul className="mt-6 space-y-3 border-t border-ink-100 pt-6">
                  {pillar.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-700">
                      <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="community-title">
        <div className="container-page">
          <div className="section-dark relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-ink-900 via-ink-800 to-brand-700 px-6 py-14 text-center sm:px-12 sm:py-20">
            <span className="icon-tile bg-white/10 text-accent-400">
              <MarketingIcon name="users" />
            </span>
            <h2 id="community-title" className="heading-2 mt-6">
              {joinCommunity.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-200">{joinCommunity.description}</p>
            <Link href={joinCommunity.cta.href} className="btn-secondary mt-9 border-transparent">
              {joinCommunity.cta.label} <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
