import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { ArrowRightIcon, CloudIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { HERO_ROTATION_MS } from "@/content/marketing/home";
import type { HomeCopy } from "@/content/marketing/localized";
import type { Locale } from "@/lib/i18n/locales";
import { inlineSvg } from "@/lib/images/inline-svg";
import { HeroCarousel, type HeroCarouselLabels } from "./hero-carousel";
import { BrandNameText } from "@/components/ui/brand-name-text";

/**
 * The home hero: the page's h1 and calls to action stay put; only the highlights panel rotates. The carousel's words
 * are written here and passed down, so the page sends no message catalogue and no formatter to the browser.
 */
async function carouselLabels(slides: HomeCopy["heroSlides"], locale: Locale): Promise<HeroCarouselLabels> {
  const t = await getTranslations({ locale, namespace: "HeroCarousel" });
  const count = String(slides.length);
  return {
    label: t("label"),
    carouselRole: t("carouselRole"),
    slideRole: t("slideRole"),
    chooseSlide: t("chooseSlide"),
    pause: t("pause"),
    play: t("play"),
    slides: slides.map((slide, i) => t("slide", { index: String(i + 1), count, eyebrow: slide.eyebrow })),
    showSlides: slides.map((slide, i) => t("showSlide", { index: String(i + 1), eyebrow: slide.eyebrow })),
  };
}

/** The first slide is what a visitor sees with the text; the others arrive as files, preloaded by the carousel. */
function withFirstImageInlined([first, ...rest]: HomeCopy["heroSlides"]): HomeCopy["heroSlides"] {
  return first ? [{ ...first, image: { ...first.image, src: inlineSvg(first.image.src) } }, ...rest] : [];
}

export async function HomeHero({
  title,
  hero,
  slides,
  locale,
}: {
  title: string;
  hero: HomeCopy["homeHero"];
  slides: HomeCopy["heroSlides"];
  locale: Locale;
}) {
  const t = await getTranslations("HomePage");
  return (
    <section className="section-dark relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="eyebrow"><BrandNameText text={hero.eyebrow} /></p>
          <h1 className="heading-1 mt-4">{title}</h1>
          <p className="lead mt-6 max-w-xl">{hero.description}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link href={hero.primaryCta.href} className="btn-primary">
              {hero.primaryCta.label} <ArrowRightIcon className="size-4" />
            </Link>
            <Link href={hero.secondaryCta.href} className="btn-on-dark">
              {hero.secondaryCta.label}
            </Link>
          </div>
          <p className="mt-10 flex items-center gap-2 text-sm text-ink-300">
            <CloudIcon className="size-5 text-accent-400" />
            {t("worksWith")}
          </p>
        </div>
        <HeroCarousel slides={withFirstImageInlined(slides)} intervalMs={HERO_ROTATION_MS} labels={await carouselLabels(slides, locale)} />
      </div>
    </section>
  );
}
