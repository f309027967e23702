import type { Locale } from "@/lib/i18n/locales";

/**
 * The job types and experience levels job APIs use, in the site's other languages. The API host sends them as English
 * words ("Full Time", "Mid-Level"); these few are a closed vocabulary, so an Arabic or Turkish page shows them in its
 * language rather than as English among translated facts. Anything else is shown as it comes, marked English.
 */
const TERMS: Record<string, Record<Exclude<Locale, "en">, string>> = {
  "full time": { ar: "دوام كامل", tr: "Tam Zamanlı" },
  "part time": { ar: "دوام جزئي", tr: "Yarı Zamanlı" },
  contract: { ar: "عقد محدد المدة", tr: "Sözleşmeli" },
  temporary: { ar: "مؤقت", tr: "Geçici" },
  internship: { ar: "تدريب", tr: "Staj" },
  freelance: { ar: "عمل حر", tr: "Serbest" },
  "entry level": { ar: "مستوى المبتدئين", tr: "Giriş Seviyesi" },
  junior: { ar: "مبتدئ", tr: "Yeni Başlayan" },
  "mid level": { ar: "متوسط الخبرة", tr: "Orta Seviye" },
  senior: { ar: "خبير", tr: "Kıdemli" },
  lead: { ar: "قائد فريق", tr: "Ekip Lideri" },
};

/** "Full-Time", "full_time" and "FULL TIME" are one term. */
const key = (value: string) => value.trim().toLowerCase().replace(/[\s_-]+/g, " ");

/** A job type or level in the page's language, or the API's words with `lang: "en"` when there is no translation. */
export function jobTerm(value: string, locale: Locale): { text: string; lang?: "en" } {
  if (locale === "en") return { text: value };
  const translated = TERMS[key(value)]?.[locale];
  return translated ? { text: translated } : { text: value, lang: "en" };
}
