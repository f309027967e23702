import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { isLegalTable, type LegalBlock, type LegalDocument as LegalDoc } from "@/content/legal/types";
import { intlLocales } from "@/lib/i18n/intl";
import type { Locale } from "@/lib/i18n/locales";
import { RichText } from "./rich-text";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if (isLegalTable(block)) {
    return (
      <div className="scroll-shadows-x overflow-x-auto rounded-xl border border-ink-100" role="region" aria-label={block.caption} tabIndex={0}>
        <table className="w-full border-collapse text-base sm:min-w-[34rem]">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-ink-50 text-sm text-ink-900">
            <tr>
              {block.head.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 text-start font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {block.rows.map((row) => (
              <tr key={row[0]} className="align-top">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="w-2/5 px-4 py-3 text-start font-medium text-ink-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul>
      {block.map((item) => {
        // "Contact form: ..." items lead with a short label, set in bold so the list scans.
        const labelled = /^([^:[\]]{2,40}): (.+)$/s.exec(item);
        return (
          <li key={item}>
            {labelled ? (
              <>
                <strong className="font-semibold text-ink-900">{labelled[1]}:</strong> <RichText text={labelled[2] ?? ""} />
              </>
            ) : (
              <RichText text={item} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A legal page: title band, table of contents, numbered sections; shared by /privacy and /terms. The date is written
 * with the locale's Intl tag (intlLocales: Arabic in Western digits, as the rest of the page).
 */
export function LegalDocument({ title, document, locale }: { title: string; document: LegalDoc; locale: Locale }) {
  const t = useTranslations("LegalPage");
  const updated = new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(document.updated),
  );
  return (
    <>
      <section className="section-muted border-b border-ink-100">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 className="heading-1 mt-3">{title}</h1>
          <p className="mt-4 text-ink-600">
            {t("lastUpdated")} <time dateTime={document.updated}>{updated}</time>
          </p>
          {document.intro.map((p) => (
            <p key={p} className="lead mt-6 max-w-3xl">
              <RichText text={p} />
            </p>
          ))}
        </div>
      </section>
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-label={t("onThisPage")}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-900">{t("onThisPage")}</h2>
            <ol className="mt-4 space-y-2 border-s border-ink-100 text-sm">
              {document.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="-ms-px block border-s border-transparent py-0.5 ps-4 text-ink-600 hover:border-brand-500 hover:text-brand-700">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-8 hidden rounded-card bg-ink-900 p-5 text-sm text-ink-200 lg:block">
            <p className="font-semibold text-white">{t("evaluatingTitle")}</p>
            <p className="mt-1">{t("evaluatingBody")}</p>
            <Link href="/request-demo" className="btn-on-dark mt-4 w-full">
              {t("bookDemo")}
            </Link>
          </div>
        </aside>
        <div className="min-w-0 max-w-3xl">
          <article className="prose-content">
            {document.sections.map((s) => (
              <section key={s.id} aria-labelledby={s.id} className="scroll-mt-24">
                <h2 id={s.id}>{s.title}</h2>
                {s.blocks.map((b, i) => (
                  <div key={i} className="mt-4">
                    <Block block={b} />
                  </div>
                ))}
              </section>
            ))}
          </article>
          <div className="mt-12 rounded-card border border-ink-100 bg-ink-50 p-6 lg:hidden">
            <p className="font-semibold text-ink-900">{t("evaluatingTitle")}</p>
            <p className="mt-1 text-ink-600">{t("evaluatingBody")}</p>
            <Link href="/request-demo" className="btn-primary mt-4">
              {t("bookDemo")}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
