import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import Link from "@/components/ui/link";
import { ArrowRightIcon, CloudIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { HERO_ROTATION_MS } from "@/content/marketing/home";
import type { HomeCopy } from "@/content/marketing/localized";
import { clientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";
import { HeroCarousel } from "./hero-carousel";

/**
 * The home hero: the page's h1 and calls to action stay put; only the highlights panel rotates. The carousel is the
 * page's one client component with words of its own, so only its namespace is sent to the browser.
 */
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
          <p className="eyebrow">{hero.eyebrow}</p>
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
        <NextIntlClientProvider messages={await clientMessages(locale, ["HeroCarousel"])}>
          <HeroCarousel slides={slides} intervalMs={HERO_ROTATION_MS} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
