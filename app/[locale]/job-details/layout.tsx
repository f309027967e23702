import { NextIntlClientProvider } from "next-intl";
import { clientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/server";

/**
 * The words the job page's client components show in the browser: the posted-time badge and the error boundary
 * (error.tsx sits inside this layout). The rest of the page is rendered on the server.
 */
export default async function JobDetailsLayout({ children }: { children: React.ReactNode }) {
  const locale = await pageLocale();
  return <NextIntlClientProvider messages={await clientMessages(locale, ["PostedTime", "JobStates"])}>{children}</NextIntlClientProvider>;
}
