import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { RouteChangeEffects } from "@/components/layout/route-change-effects";
import { SoftNavigation } from "@/components/layout/soft-navigation";
import { Toaster } from "@/components/layout/toaster";
import { PaintWholeMain } from "@/components/layout/paint-whole-main";
import { YieldBeforeHydration } from "@/components/layout/yield-before-hydration";
import { site } from "@/content/site";
import { BoundaryWordsProvider } from "@/lib/i18n/boundary-words";
import { siteUrl } from "@/lib/env";
import { preloadLocaleFaces } from "@/lib/i18n/face-preloads";
import { fontStack, plexArabicLabel } from "@/lib/i18n/fonts";
import { isLocale, localeDirection, locales, type Locale } from "@/lib/i18n/locales";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";
import { JsonLd } from "@/lib/seo/json-ld";
import { routeMeta } from "@/lib/seo/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import type { PageErrorText } from "./error";
import "../globals.css";

type Props = Readonly<{ children: React.ReactNode; params: Promise<{ locale: string }> }>;

export function generateStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return {
    ...routeMeta("/", isLocale(locale) ? locale : undefined),
    metadataBase: new URL(siteUrl()),
    applicationName: site.shortName,
    title: { default: site.shortName, template: `%s | ${site.name}` },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#0a1630",
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const base = siteUrl();
  preloadLocaleFaces(locale);
  const t = await getTranslations({ locale, namespace: "PageError" });
  // error.tsx renders in the browser without props: its words come through a plain context.
  const errorWords: PageErrorText = { title: t("title"), description: t("description"), tryAgain: t("tryAgain"), home: t("home"), homeHref: localizePath("/", locale) };
  const softNavigation = await getTranslations({ locale, namespace: "SoftNavigation" });
  return (
    // The class defines the switchers' Arabic label face (lib/i18n/fonts.ts); Arabic pages draw the label in their own.
    <html lang={locale} dir={localeDirection(locale)} className={locale === "ar" ? undefined : plexArabicLabel.variable} style={{ "--font-stack": fontStack(locale === "ar") } as React.CSSProperties}>
      <head>
        <PaintWholeMain />
        <YieldBeforeHydration />
      </head>
      <body className="flex min-h-dvh flex-col">
        <LocaleProvider locale={locale}>
          <JsonLd data={[websiteJsonLd(base, locale), organizationJsonLd(base, locale)]} />
          {/* First in the page, where the toasts show (top centre): a keyboard reaches a toast's buttons with the first Tab. */}
          <Toaster label={(await getTranslations({ locale, namespace: "Toaster" }))("label")} dir={localeDirection(locale)} />
          <Header />
          <main id="main" className="flex-1 pt-16 print:pt-0">
            <BoundaryWordsProvider words={errorWords}>{children}</BoundaryWordsProvider>
          </main>
          <Footer />
          <RouteChangeEffects />
          <SoftNavigation offlineTexts={{ page: softNavigation("offline"), list: softNavigation("offlineList") }} />
        </LocaleProvider>
      </body>
    </html>
  );
}
