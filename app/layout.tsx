import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { RouteChangeEffects } from "@/components/layout/route-change-effects";
import { SoftNavigation } from "@/components/layout/soft-navigation";
import { Toaster } from "@/components/layout/toaster";
import { YieldBeforeHydration } from "@/components/layout/yield-before-hydration";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env";
import { JsonLd } from "@/lib/seo/json-ld";
import { routeMeta } from "@/lib/seo/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

export function generateMetadata(): Metadata {
  return {
    ...routeMeta("/"),
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

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const base = siteUrl();
  return (
    <html lang="en" className={inter.variable}>
      <head>
        <YieldBeforeHydration />
      </head>
      <body className="flex min-h-dvh flex-col">
        <JsonLd data={[websiteJsonLd(base), organizationJsonLd(base)]} />
        <Header />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <Footer />
        <Toaster />
        <RouteChangeEffects />
        <SoftNavigation />
      </body>
    </html>
  );
}
