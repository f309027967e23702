/**
 * Salary display of spec section 9: 'symbol min-symbol max / period', or 'Competitive'. English text is the spec's;
 * Arabic and Turkish pages get the same facts in their own number format and words (`salaryParts`), rendered by
 * components/jobs/money.tsx with each amount isolated so that no bidi context can reorder symbol and digits.
 */
import { intlLocales } from "@/lib/i18n/intl";
import type { Locale } from "@/lib/i18n/locales";

export type SalaryPeriod = "yearly" | "monthly" | "hourly";

const SYMBOLS: Record<string, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  INR: "₹",
  CAD: "C$",
  AUD: "A$",
  JPY: "¥",
  CNY: "¥",
  SGD: "S$",
  AED: "د.إ",
  SAR: "ر.س",
};

const PERIOD_LABELS: Record<SalaryPeriod, string> = { yearly: "Yr", monthly: "Mo", hourly: "Hr" };

/** A left-to-right mark: keeps an Arabic-script symbol from pulling the following amount into right-to-left order. */
const LRM = "\u200E";
const ARABIC = /[\u0600-\u06FF]/;

/** The currency's symbol; an unknown code as the code itself; a missing one as '$'. */
export function currencySymbol(code: string | null | undefined): string {
  const upper = (code ?? "").trim().toUpperCase();
  if (!upper) return "$";
  return SYMBOLS[upper] ?? upper;
}

/** 'yearly' | 'monthly' | 'hourly' from what the host sends (also 'annual', 'month', 'hour'...); default yearly. */
export function normalizeSalaryPeriod(value: string | null | undefined): SalaryPeriod {
  const v = (value ?? "").trim().toLowerCase();
  if (v.startsWith("month") || v === "mo") return "monthly";
  if (v.startsWith("hour") || v === "hr") return "hourly";
  return "yearly";
}

export const salaryPeriodLabel = (period: SalaryPeriod): string => PERIOD_LABELS[period];

/** A finite number from a number or numeric string; undefined otherwise. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.replace(/,/g, ""));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

const amountFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** '£90,000'; a code shown as itself gets a space ('EGP 30,000'); an Arabic symbol is kept before its amount. */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  return moneyText(moneyParts(amount, currency, "en"), "en");
}

/**
 * The same salary text with Arabic-script currency symbols written as their ISO code ('د.إ‎45,000' -> 'AED 45,000'),
 * for renderers that carry only Latin fonts (Open Graph cards are drawn offline with Inter).
 */
export function withCurrencyCodes(text: string): string {
  let out = text;
  for (const [code, symbol] of Object.entries(SYMBOLS)) {
    if (ARABIC.test(symbol)) out = out.split(`${symbol}${LRM}`).join(`${code} `);
  }
  return out;
}

/** Period words and 'Competitive' per locale: formatting data, like month names, kept beside the formatter. */
const LOCAL_WORDS: Record<Exclude<Locale, "en">, { periods: Record<SalaryPeriod, string>; competitive: string }> = {
  ar: { periods: { yearly: "سنويًا", monthly: "شهريًا", hourly: "بالساعة" }, competitive: "تنافسي" },
  tr: { periods: { yearly: "yıl", monthly: "ay", hourly: "saat" }, competitive: "Rekabetçi" },
};

const localAmountFormats = new Map<Locale, Intl.NumberFormat>();
function localAmount(amount: number, locale: Locale): string {
  if (locale === "en") return amountFormat.format(amount);
  let format = localAmountFormats.get(locale);
  if (!format) localAmountFormats.set(locale, (format = new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 2 })));
  return format.format(amount);
}

/**
 * One amount as its pieces. `dir` is the direction the pair is laid out in, inside its own isolate: English and
 * Turkish write the symbol first ('£85,000', 'AED 35.000': Turkish readers get the ISO code, not Arabic script);
 * Arabic writes the amount first ('35,000 د.إ'), which an Arabic reader meets number first, right to left.
 */
export type MoneyParts = { symbol: string; amount: string; dir: "ltr" | "rtl"; spaced: boolean; rtlSymbol: boolean };

export function moneyParts(amount: number, currency: string | null | undefined, locale: Locale = "en"): MoneyParts {
  const shown = currencySymbol(currency);
  const symbol = locale === "tr" && ARABIC.test(shown) ? (currency ?? "").trim().toUpperCase() : shown;
  const rtlSymbol = ARABIC.test(symbol);
  if (locale === "ar") return { symbol, amount: localAmount(amount, locale), dir: "rtl", spaced: true, rtlSymbol };
  return { symbol, amount: localAmount(amount, locale), dir: "ltr", spaced: /^[A-Z]{2,}$/.test(symbol), rtlSymbol };
}

/** The pieces of a salary in a locale, or null when it is 'Competitive'. `separator` goes between the two amounts. */
export type SalaryParts = { min: MoneyParts; max: MoneyParts; separator: string; period: string; periodSeparator: string };

export function salaryParts(input: SalaryInput, locale: Locale = "en"): SalaryParts | null {
  const min = toAmount(input.minimumPay);
  const max = toAmount(input.maximumPay);
  if (min === undefined || max === undefined) return null;
  const period = normalizeSalaryPeriod(input.salaryPeriod);
  return {
    min: moneyParts(min, input.currency, locale),
    max: moneyParts(max, input.currency, locale),
    separator: locale === "ar" ? " – " : "-",
    period: locale === "en" ? salaryPeriodLabel(period) : LOCAL_WORDS[locale].periods[period],
    periodSeparator: locale === "ar" ? " " : " / ",
  };
}

/** 'Competitive' in a locale. */
export const competitiveSalary = (locale: Locale = "en"): string => (locale === "en" ? "Competitive" : LOCAL_WORDS[locale].competitive);

/** One amount as plain text (metadata, Open Graph): English as `formatMoney`, others without any control character. */
function moneyText(m: MoneyParts, locale: Locale): string {
  if (locale === "en") return m.rtlSymbol ? `${m.symbol}${LRM}${m.amount}` : `${m.symbol}${m.spaced ? " " : ""}${m.amount}`;
  return m.dir === "rtl" ? `${m.amount} ${m.symbol}` : `${m.symbol}${m.spaced ? " " : ""}${m.amount}`;
}

/** A salary as plain text in a locale; `withPeriod: false` gives the range alone (job detail). English as `formatSalary`. */
export function localSalaryText(input: SalaryInput, locale: Locale = "en", { withPeriod = true }: { withPeriod?: boolean } = {}): string {
  const parts = salaryParts(input, locale);
  if (!parts) return competitiveSalary(locale);
  const range = `${moneyText(parts.min, locale)}${parts.separator}${moneyText(parts.max, locale)}`;
  return withPeriod ? `${range}${parts.periodSeparator}${parts.period}` : range;
}

export type SalaryInput = {
  minimumPay?: unknown;
  maximumPay?: unknown;
  currency?: string | null;
  salaryPeriod?: string | null;
};

/** The range without a period ('$90,000-$120,000', job detail), or 'Competitive' when min or max is missing. */
export function formatSalaryRange(input: SalaryInput): string {
  return localSalaryText(input, "en", { withPeriod: false });
}

/** 'symbol min-symbol max / Yr|Mo|Hr', or 'Competitive'. */
export function formatSalary(input: SalaryInput): string {
  return localSalaryText(input, "en");
}
