import { Fragment } from "react";

const BRAND = /(Blindspot)/;

/**
 * Text in which the product's name is marked as English, so that upper-casing (eyebrows) follows English rules on
 * Turkish pages ("BLINDSPOT", not "BLİNDSPOT") and screen readers pronounce it as a name.
 */
export function BrandNameText({ text }: { text: string }) {
  const parts = text.split(BRAND);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
