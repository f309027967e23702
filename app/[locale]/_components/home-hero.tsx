import Link from "@/components/ui/link";
import { ArrowRightIcon, CloudIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { HERO_ROTATION_MS, heroSlides, homeHero } from "@/content/marketing/home";
import { HeroCarousel } from "./hero-carousel";

/** The home hero: the page's h1 and calls to action stay put; only the highlights panel rotates. */
export function HomeHero({ title }: { title: string }) {
  return (
    <section className="section-dark relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="eyebrow">{homeHero.eyebrow}</p>
          <h1 className="heading-1 mt-4">{title}</h1>
          <p className="lead mt-6 max-w-xl">{homeHero.description}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link href={homeHero.primaryCta.href} className="btn-primary">
              {homeHero.primaryCta.label} <ArrowRightIcon className="size-4" />
            </Link>
            <Link href={homeHero.secondaryCta.href} className="btn-on-dark">
              {homeHero.secondaryCta.label}
            </Link>
          </div>
          <p className="mt-10 flex items-center gap-2 text-sm text-ink-300">
            <CloudIcon className="size-5 text-accent-400" />
            Works with Microsoft 365, Box and Google Drive
          </p>
        </div>
        <HeroCarousel slides={heroSlides} intervalMs={HERO_ROTATION_MS} />
      </div>
    </section>
  );
}
