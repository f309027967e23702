import { getTranslations } from "next-intl/server";
import { useTranslations } from "@/lib/i18n/server-hooks";
import { siteFor } from "@/content/site.locales";
import { notFoundMetadata } from "@/lib/seo/not-found-metadata";
import Link from "@/components/ui/link";
import { ArrowLeftIcon } from "@/components/ui/icons";

export const generateMetadata = () =>
  notFoundMetadata(async (locale) => ({ absolute: `${(await getTranslations("BlogPost"))("notFoundTitle")}${siteFor(locale).site.blogTitleSuffix}` }));

export default function BlogPostNotFound() {
  const t = useTranslations("BlogPost");
  return (
    <section className="section">
      <div className="container-page max-w-3xl text-center">
        <h1 className="heading-2">{t("notFoundTitle")}</h1>
        <p className="lead mt-4">{t("notFoundLead")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/blogs" className="btn-secondary">
            <ArrowLeftIcon className="size-4" /> {t("backToBlogs")}
          </Link>
          <Link href="/request-demo" className="btn-primary">
            {t("bookDemo")}
          </Link>
        </div>
      </div>
    </section>
  );
}
