import { CardSectionBlock } from "@/components/marketing/card-grid";
import { DemoCta } from "@/components/marketing/demo-cta";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Industry } from "@/content/marketing/industries";
import type { CtaLink, SectionCopy } from "@/content/marketing/types";

/** One template for the six industry pages; the content decides which of the spec 2.9 variants renders. */
export function IndustryPage({ industry, title, demo }: { industry: Industry; title: string; /** 'Get a Demo' in the page's language. */ demo: CtaLink }) {
  return (
    <>
      <PageHero eyebrow={industry.hero.eyebrow} title={title} description={industry.hero.description} cta={demo} art={industry.hero.art} />
      {industry.intro ? <IntroBlock id="intro" intro={industry.intro} /> : null}
      {industry.layout === "core" ? (
        <>
          {industry.banner ? <PointsBanner banner={industry.banner} /> : null}
          <CardSectionBlock id="why-trust" section={industry.whyTrust} muted />
          <CardSectionBlock id="offerings" section={industry.offerings} />
        </>
      ) : (
        <>
          <CardSectionBlock id="threats" section={industry.threats} muted />
          <CardSectionBlock id="solutions" section={industry.solutions} />
        </>
      )}
      <DemoCta title={industry.closing.title} description={industry.closing.description} />
    </>
  );
}

export function IntroBlock({ id, intro }: { id: string; intro: SectionCopy & { paragraphs: readonly string[] } }) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={`${id}-title`} eyebrow={intro.eyebrow} title={intro.title} description={intro.description} />
        <div className="space-y-5 text-lg leading-relaxed text-ink-600">
          {intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Finance's three-point banner: a bold strip between the intro and the cards. */
function PointsBanner({ banner }: { banner: NonNullable<Extract<Industry, { layout: "core" }>["banner"]> }) {
  return (
    <section className="bg-gradient-to-r from-brand-700 to-ink-800 py-14 text-white sm:py-16" aria-labelledby="banner-title">
      <div className="container-page">
        <h2 id="banner-title" className="heading-3 text-2xl text-white">
          {banner.title}
        </h2>
        <ol className="mt-8 grid gap-8 md:grid-cols-3">
          {banner.points.map((point, index) => (
            <li key={point.title} className="border-t border-white/25 pt-6">
              <span className="text-sm font-semibold tracking-[0.14em] text-accent-400" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-xl font-semibold text-white">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-200">{point.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
