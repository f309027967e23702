import { NextIntlClientProvider } from "next-intl";
import { clientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/server";

/**
 * The words the job board's client components show in the browser: the filter panel, the posted-time badges and
 * the error boundary (error.tsx sits inside this layout). The list itself is rendered on the server.
 */
export default async function JobPostingsLayout({ children }: { children: React.ReactNode }) {
  const locale = await pageLocale();
  return (
    <NextIntlClientProvider messages={await clientMessages(locale, ["JobFilters", "PostedTime", "JobOpenings", "JobBoard"])}>{children}</NextIntlClientProvider>
  );
}
