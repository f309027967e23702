import type { ReactNode } from "react";
import { BrandNameText } from "@/components/ui/brand-name-text";

/** The eyebrow + heading + lead trio that opens most sections. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "left",
  as: Tag = "h2",
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "left" | "center";
  as?: "h2" | "h3";
  /** Put on the heading, so a section can be `aria-labelledby` it. */
  id?: string;
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <p className="eyebrow"><BrandNameText text={eyebrow} /></p> : null}
      <Tag id={id} className={`${Tag === "h2" ? "heading-2" : "heading-3 text-2xl"} ${eyebrow ? "mt-3" : ""}`}>
        {title}
      </Tag>
      {description ? <p className="lead mt-4">{description}</p> : null}
    </div>
  );
}
