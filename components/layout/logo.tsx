import Image from "next/image";
import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { site } from "@/content/site";

/**
 * The link's accessible name starts with the words it shows (WCAG 2.5.3 Label in Name), so a voice user saying
 * "click E7 Blindspot" reaches it in every language; the space between the two words is real text, not only a
 * margin, so that the visible text reads as two words to assistive technology too. The brand stays in Latin script.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useTranslations("Logo");
  return (
    <Link href="/" className="inline-flex items-center gap-2.5 rounded-md" aria-label={t("home", { brand: `${site.name} ${site.productName}` })}>
      <Image src="/logo.svg" alt="" width={36} height={36} priority unoptimized />
      <span dir="ltr" className={`text-lg font-bold tracking-tight xl:whitespace-nowrap ${tone === "dark" ? "text-ink-900" : "text-white"}`}>
        {site.name}{" "}
        <span className={`font-medium ${tone === "dark" ? "text-ink-500" : "text-ink-300"}`}>{site.productName}</span>
      </span>
    </Link>
  );
}
