import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { pageHref } from "../_lib/paging";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors";
const idle = `${base} border-ink-200 bg-white text-ink-900 hover:border-brand-400 hover:text-brand-700`;
// Forced colours would drop the fill that marks the current page: there it takes the system's selection colours.
const current = `${base} border-brand-600 bg-brand-600 text-white forced-colors:forced-color-adjust-none forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]`;
const disabled = `${base} cursor-not-allowed border-ink-100 bg-ink-50 text-ink-500`;

/**
 * Previous, numbered and Next page controls as real links (they work without JavaScript). `scroll={false}`:
 * Next must not jump to the top; ScrollToList brings the list into view instead. In right-to-left pages the row runs
 * from the right (Previous first, on the right) and the chevrons are mirrored by the icons themselves.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useTranslations("CompliancePagination");
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label={t("label")} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={pageHref(page - 1)} scroll={false} className={idle} rel="prev">
          <ChevronLeftIcon className="size-4" /> {t("previous")}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <ChevronLeftIcon className="size-4" /> {t("previous")}
        </span>
      )}
      <ul className="flex items-center gap-2">
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={pageHref(n)}
              scroll={false}
              className={n === page ? current : idle}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("page", { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link href={pageHref(page + 1)} scroll={false} className={idle} rel="next">
          {t("next")} <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {t("next")} <ChevronRightIcon className="size-4" />
        </span>
      )}
    </nav>
  );
}
