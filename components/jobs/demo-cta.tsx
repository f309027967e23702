import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/ui/icons";

/** The site-wide demo call to action, worded for people reading about jobs. */
export function JobsDemoCta() {
  const t = useTranslations("JobsDemoCta");
  return (
    <section className="section-muted py-12 sm:py-16 print:hidden" aria-labelledby="jobs-demo-cta">
      <div className="container-page flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="jobs-demo-cta" className="heading-3 text-2xl">
            {t("title")}
          </h2>
          <p className="mt-2 text-ink-600">{t("text")}</p>
        </div>
        <Link href="/request-demo" className="btn-primary shrink-0 self-start sm:self-auto">
          {t("cta")} <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
