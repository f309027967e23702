import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { site } from "@/content/site";

/**
 * The link's accessible name starts with the words it shows (WCAG 2.5.3 Label in Name), so a voice user saying
 * "click E7 Blindspot" reaches it in every language; the space between the two words is real text, not only a
 * margin, so that the visible text reads as two words to assistive technology too. The brand stays in Latin script.
 * The mark is a plain `<img>`: an SVG is sent as it is either way, and next/image in the root layout put its client
 * component, with whichever page chunk webpack had filed it under, on every page without images of its own.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useTranslations("Logo");
  return (
    <Link href="/" className="inline-flex shrink-0 items-center gap-2.5 rounded-md" aria-label={t("home", { brand: `${site.name} ${site.productName}` })}>
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span dir="ltr" className={`text-lg font-bold tracking-tight whitespace-nowrap ${tone === "dark" ? "text-ink-900" : "text-white"}`}>
        {site.name}{" "}
        <span className={`font-medium ${tone === "dark" ? "text-ink-500" : "text-ink-300"}`}>{site.productName}</span>
      </span>
    </Link>
  );
}
