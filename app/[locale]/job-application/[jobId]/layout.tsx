import { NextIntlClientProvider } from "next-intl";
import { clientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/server";

/**
 * The words of the route's error boundary (error.tsx, JobRouteError), which renders in the browser above the page:
 * the page's own provider, around the form, does not reach it.
 */
export default async function JobApplicationLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(await pageLocale(), ["JobStates"])}>{children}</NextIntlClientProvider>;
}
