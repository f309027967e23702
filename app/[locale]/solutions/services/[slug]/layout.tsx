import { NextIntlClientProvider } from "next-intl";
import { clientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/server";

/**
 * The service page's error boundary (error.tsx) renders in the browser: this layout, which wraps it, sends the few
 * `ServicePage` words it shows. Everything else on the page is rendered on the server.
 */
export default async function ServiceLayout({ children }: { children: React.ReactNode }) {
  const locale = await pageLocale();
  return <NextIntlClientProvider messages={await clientMessages(locale, ["ServicePage"])}>{children}</NextIntlClientProvider>;
}
