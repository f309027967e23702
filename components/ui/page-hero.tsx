import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { ExternalLink } from "./external-link";
import { SiteImage } from "./site-image";
import { ArrowRightIcon } from "./icons";
import { BrandNameText } from "@/components/ui/brand-name-text";

/** `external` opens in a new tab, with `rel="noopener noreferrer"` and a spoken hint. */
export type HeroLink = { label: string; href: string; external?: boolean };
export type HeroArt = { src: string; alt: string; width: number; height: number };

/** The dark hero that opens inner pages: the page's one h1, a lead, up to two calls to action and an illustration. */
export function PageHero({
  eyebrow,
  title,
  description,
  cta,
  secondaryCta,
  art,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  cta?: HeroLink;
  secondaryCta?: HeroLink;
  art?: HeroArt;
}) {
  return (
    <section className="section-dark relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={`container-page grid items-center gap-12 py-16 sm:py-20 lg:py-24 ${art ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}>
        <div className={art ? "" : "max-w-3xl"}>
          {eyebrow ? <p className="eyebrow"><BrandNameText text={eyebrow} /></p> : null}
          <h1 className={`heading-1 ${eyebrow ? "mt-4" : ""}`}>{title}</h1>
          <p className="lead mt-6 max-w-2xl">{description}</p>
          {cta || secondaryCta ? (
            <div className="mt-9 flex flex-wrap gap-3">
              {cta ? (
                <HeroAction link={cta} className="btn-primary">
                  {cta.label} <ArrowRightIcon className="size-4" />
                </HeroAction>
              ) : null}
              {secondaryCta ? (
                <HeroAction link={secondaryCta} className="btn-on-dark">
                  {secondaryCta.label}
                </HeroAction>
              ) : null}
            </div>
          ) : null}
        </div>
        {art ? (
          <div className="mx-auto w-full max-w-xl lg:max-w-none">
            <SiteImage {...art} load="inline" className="h-auto w-full" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function HeroAction({ link, className, children }: { link: HeroLink; className: string; children: ReactNode }) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {children}
    </Link>
  );
}

/**
 * Soft glows and a faint grid, drawn in CSS so the hero costs no extra request. The glows are radial gradients, not
 * blurred discs: a `filter: blur()` this large took ~150 ms of raster time per load on a 2-core machine.
 */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-64 -start-56 size-[44rem] bg-radial from-brand-600/25 from-25% to-transparent to-70%" />
      <div className="absolute -end-48 -bottom-72 size-[40rem] bg-radial from-accent-500/15 from-25% to-transparent to-70%" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_75%)]" />
    </div>
  );
}
