import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { BlogBlock } from "@/components/blog/blog-block";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { DemoCta } from "@/components/marketing/demo-cta";
import { MarketingIcon } from "@/components/marketing/icons";
import { Illustration } from "@/components/marketing/illustration";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import type { UseCase, UseCaseExplainer } from "@/content/marketing/use-cases";
import type { CardSection, CtaLink } from "@/content/marketing/types";

/** One template for the three use-case pages (spec 2.10); each page's content picks its blocks. */
export function UseCasePage({ useCase, title, demo }: { useCase: UseCase; title: string; /** 'Get a Demo' in the page's language. */ demo: CtaLink }) {
  const t = useTranslations("UseCasePage");
  return (
    <>
      <PageHero eyebrow={useCase.hero.eyebrow} title={title} description={useCase.hero.description} cta={demo} art={useCase.hero.art} />
      {useCase.threats ? <ThreatList threats={useCase.threats} /> : null}
      {useCase.explainer ? <Explainer explainer={useCase.explainer} /> : null}
      <CardSectionBlock id="capabilities" section={useCase.capabilities} columns={5} />
      <BlogBlock title={useCase.resources.title} description={useCase.resources.description} eyebrow={t("resources")} />
      <DemoCta />
    </>
  );
}

function ThreatList({ threats }: { threats: CardSection }) {
  return (
    <section className="section section-muted" aria-labelledby="threats-title">
      <div className="container-page">
        <SectionHeading id="threats-title" eyebrow={threats.eyebrow} title={threats.title} description={threats.description} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {threats.cards.map((threat, index) => (
            <li key={threat.title} className="card relative overflow-hidden border-t-4 border-t-danger-700/70">
              <div className="flex items-center justify-between">
                <span className="icon-tile bg-danger-50 text-danger-700">
                  <MarketingIcon name={threat.icon} />
                </span>
                <span className="text-3xl font-bold text-ink-500" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="heading-3 mt-5">{threat.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{threat.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Explainer({ explainer }: { explainer: UseCaseExplainer }) {
  return (
    <section className="section section-muted" aria-labelledby="explainer-title">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="explainer-title" eyebrow={explainer.eyebrow} title={explainer.title} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-600">
            {explainer.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {explainer.aims ? (
            <ol className="mt-6 space-y-3">
              {explainer.aims.map((aim) => (
                <li key={aim} className="flex gap-3 text-lg text-ink-800">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-accent-600" />
                  {aim}
                </li>
              ))}
            </ol>
          ) : null}
          {explainer.cta ? (
            <Link href={explainer.cta.href} className="btn-primary mt-9">
              {explainer.cta.label} <ArrowRightIcon className="size-4" />
            </Link>
          ) : null}
        </div>
        <Illustration art={explainer.image} className="rounded-3xl shadow-lift" />
      </div>
    </section>
  );
}
