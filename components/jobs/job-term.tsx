import type { Locale } from "@/lib/i18n/locales";
import { jobTerm } from "@/lib/jobs/terms";

/** A job type or experience level: the page's word for it, or the API host's, marked English. */
export function JobTerm({ value, locale }: { value: string; locale: Locale }) {
  const { text, lang } = jobTerm(value, locale);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
