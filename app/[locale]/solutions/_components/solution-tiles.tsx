import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { MarketingIcon } from "@/components/marketing/icons";
import { ArrowRightIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import type { IconName, SectionCopy } from "@/content/marketing/types";

export type Tile = { label: string; href: string; description?: string; icon: IconName };

/** A titled grid of linked tiles: the solutions overview's industry, use-case and service entries. */
export function TileSection({
  id,
  copy,
  tiles = [],
  muted = false,
  children,
}: {
  id: string;
  copy: SectionCopy;
  tiles?: readonly Tile[];
  muted?: boolean;
  /** Replaces the grid, e.g. tiles loaded from the API host. */
  children?: ReactNode;
}) {
  return (
    <section className={`section ${muted ? "section-muted" : ""}`} aria-labelledby={`${id}-title`}>
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
        <div className="mt-12">{children ?? <TileGrid tiles={tiles} />}</div>
      </div>
    </section>
  );
}

/** `lang` marks tiles whose text is not in the page's language (services from the API host come in English). */
export function TileGrid({ tiles, lang }: { tiles: readonly Tile[]; lang?: string }) {
  return (
    <ul lang={lang} className={`grid gap-6 sm:grid-cols-2 ${tiles.length === 4 ? "sm:lone-card-centred" : "sm:max-lg:lone-card-centred lg:grid-cols-3"}`}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href} className="card-interactive group flex h-full items-start gap-5 hover:border-brand-300">
            <span className="icon-tile shrink-0">
              <MarketingIcon name={tile.icon} />
            </span>
            <span className="flex-1">
              <span className="flex items-center justify-between gap-2 text-lg font-semibold text-ink-900 group-hover:text-brand-700">
                {/* The span keeps the page's direction, so an English label lines up with its description in Arabic. */}
                <span>
                  <bdi>{tile.label}</bdi>
                </span>
                <ArrowRightIcon className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
              </span>
              {tile.description ? <span className="mt-1 block text-pretty text-ink-600">
                  <bdi>{tile.description}</bdi>
                </span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

