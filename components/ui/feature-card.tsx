import type { ReactNode } from "react";

/** A card with an icon tile, an h3 title and a short description; the grid item of feature and benefit lists. */
export function FeatureCard({ icon, title, description }: { icon?: ReactNode; title: string; description: ReactNode }) {
  return (
    <article className="card flex h-full flex-col">
      {icon ? <span className="icon-tile mb-5 [&_svg]:size-6">{icon}</span> : null}
      <h3 className="heading-3">{title}</h3>
      <div className="mt-2 leading-relaxed text-ink-600">{description}</div>
    </article>
  );
}
