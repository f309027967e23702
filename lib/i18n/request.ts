import * as rootParams from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

/**
 * The locale of a render comes from the root `[locale]` segment (next/root-params), so pages stay static without
 * calling setRequestLocale. Server actions and route handlers have no root params: they pass the locale explicitly
 * (`getTranslations({ locale })`), which arrives here as `locale`.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const locale: Locale = isLocale(explicit) ? explicit : await segmentLocale();
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});

async function segmentLocale(): Promise<Locale> {
  const value: unknown = await (rootParams as { locale?: () => Promise<unknown> }).locale?.();
  return isLocale(value) ? value : defaultLocale;
}
