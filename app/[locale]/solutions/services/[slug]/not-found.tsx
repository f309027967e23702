import { getTranslations } from "next-intl/server";
import { useTranslations } from "@/lib/i18n/server-hooks";
import { notFoundMetadata } from "@/lib/seo/not-found-metadata";
import Link from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/ui/icons";

export const generateMetadata = () => notFoundMetadata(async () => (await getTranslations("ServicePage"))("notFoundTitle"));

/** Spec 2.11 and 8: an unknown service (answered with a 404 status); the page's metadata names it 'Service Not Found'. */
export default function ServiceNotFound() {
  const t = useTranslations("ServicePage");
  return (
    <section className="section">
      <div className="container-page flex flex-col items-center text-center">
        <span className="icon-tile size-16">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-8">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m20 20-4.2-4.2M9 9l4 4M13 9l-4 4" strokeLinecap="round" />
          </svg>
        </span>
        <h1 className="heading-2 mt-6">{t("notFoundTitle")}</h1>
        <p className="lead mt-4 max-w-xl">{t("notFoundLead")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link href="/solutions" className="btn-primary">
            <ArrowLeftIcon className="size-4" /> {t("backToSolutions")}
          </Link>
          <Link href="/request-demo" className="btn-secondary">
            {t("bookDemo")}
          </Link>
        </div>
      </div>
    </section>
  );
}
