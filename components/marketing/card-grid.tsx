import type { ReactNode } from "react";
import { FeatureCard } from "@/components/ui/feature-card";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Card, CardSection } from "@/content/marketing/types";
import { MarketingIcon } from "./icons";

const columnClasses = {
  3: "sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-3",
  4: "sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-4",
  /** Two rows of three then two, the second row centred: 6 tracks, each card spanning 2. */
  5: "sm:grid-cols-2 sm:max-lg:lone-card-centred lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-child(4)]:col-start-2",
  2: "sm:grid-cols-2 sm:lone-card-centred",
} as const;

export type CardColumns = keyof typeof columnClasses;

export function CardGrid({ cards, columns }: { cards: readonly Card[]; columns?: CardColumns }) {
  const cols = columns ?? (cards.length in columnClasses ? (cards.length as CardColumns) : 3);
  return (
    <ul className={`grid gap-6 ${columnClasses[cols]}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <FeatureCard icon={<MarketingIcon name={card.icon} />} title={card.title} description={card.description} />
        </li>
      ))}
    </ul>
  );
}

/** A section of heading and card grid, the most common block of the marketing pages. */
export function CardSectionBlock({
  id,
  section,
  muted = false,
  align = "left",
  columns,
  children,
}: {
  id: string;
  section: CardSection;
  muted?: boolean;
  align?: "left" | "center";
  columns?: CardColumns;
  /** Extra content under the grid (a link, a note). */
  children?: ReactNode;
}) {
  return (
    <section className={`section ${muted ? "section-muted" : ""}`} aria-labelledby={`${id}-title`}>
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} description={section.description} align={align} />
        <div className="mt-12">
          <CardGrid cards={section.cards} columns={columns} />
        </div>
        {children}
      </div>
    </section>
  );
}
