import { useTranslations } from "@/lib/i18n/server-hooks";
import type { Office } from "@/content/site";

/** An office's "city postal code, country" line, with the language's own comma (Arabic "،"). */
export function OfficeCityLine({ office }: { office: Office }) {
  const t = useTranslations("Footer");
  return office.postalCode
    ? t("cityLine", { city: office.city, postalCode: office.postalCode, country: office.country })
    : t("cityLineNoPostal", { city: office.city, country: office.country });
}
