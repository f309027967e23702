import { getTranslations } from "next-intl/server";
import { CardSectionBlock } from "@/components/marketing/card-grid";
import { pageLocale } from "@/lib/i18n/server";
import { DemoCta } from "@/components/marketing/demo-cta";
import { MarketingIcon } from "@/components/marketing/icons";
import { PageHero } from "@/components/ui/page-hero";
import { demoLinks } from "@/content/marketing/cta";
import { visionCopy } from "@/content/marketing/localized";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = staticPageMetadata("/vision");

export default async function VisionPage() {
  const locale = await pageLocale();
  const { mission, values, vision, visionHero } = visionCopy(locale);
  const t = await getTranslations("VisionPage");
  const statements = [
    { id: "vision", icon: "compass", ...vision },
    { id: "mission", icon: "target", ...mission },
  ] as const;
  return (
    <>
      <PageHero eyebrow={visionHero.eyebrow} title={getRouteMeta("/vision", locale).h1} description={visionHero.description} cta={demoLinks(locale).demoLink} art={visionHero.art} />
      <section className="section" aria-label={t("statements")}>
        <div className="container-page grid gap-6 lg:grid-cols-2">
          {statements.map((s) => (
            <article key={s.id} id={s.id} className="card flex flex-col p-8 sm:p-10" aria-labelledby={`${s.id}-title`}>
              <span className="icon-tile">
                <MarketingIcon name={s.icon} />
              </span>
              <p className="eyebrow mt-6">{s.eyebrow}</p>
              <h2 id={`${s.id}-title`} className="heading-3 mt-3 text-2xl sm:text-3xl">
                {s.title}
              </h2>
              <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-600">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </section>
      <CardSectionBlock id="values" section={values} muted columns={4} />
      <DemoCta />
    </>
  );
}
