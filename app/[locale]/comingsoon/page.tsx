import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/server";
import Link from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { HeroBackdrop } from "@/components/ui/page-hero";
import { SiteImage } from "@/components/ui/site-image";
import { art } from "@/content/marketing/types";
import { getRouteMeta } from "@/lib/seo/metadata";
import { staticPageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = staticPageMetadata("/comingsoon");

/** Spec 2.7: a 'Coming Soon' page with a Contact Us button to /contact. */
export default async function ComingSoonPage() {
  const locale = await pageLocale();
  const t = await getTranslations("ComingSoonPage");
  const illustration = art("coming-soon", t("illustrationAlt"), 480, 360);
  return (
    <section className="section-dark relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden">
      <HeroBackdrop />
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 className="heading-1 mt-4">{getRouteMeta("/comingsoon", locale).h1}</h1>
          <p className="lead mt-6 max-w-xl">{t("lead")}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link href="/contact" className="btn-primary">
              {t("contactUs")} <ArrowRightIcon className="size-4" />
            </Link>
            <Link href="/request-demo" className="btn-on-dark">
              {t("bookDemo")}
            </Link>
          </div>
        </div>
        <SiteImage {...illustration} load="inline" className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
