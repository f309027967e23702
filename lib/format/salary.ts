/** Salary display of spec section 9: 'symbol min-symbol max / period', or 'Competitive'. */

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
  const symbol = currencySymbol(currency);
  const number = amountFormat.format(amount);
  if (ARABIC.test(symbol)) return `${symbol}${LRM}${number}`;
  if (/^[A-Z]{2,}$/.test(symbol)) return `${symbol} ${number}`;
  return `${symbol}${number}`;
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

export type SalaryInput = {
  minimumPay?: unknown;
  maximumPay?: unknown;
  currency?: string | null;
  salaryPeriod?: string | null;
};

/** The range without a period ('$90,000-$120,000', job detail), or 'Competitive' when min or max is missing. */
export function formatSalaryRange(input: SalaryInput): string {
  const min = toAmount(input.minimumPay);
  const max = toAmount(input.maximumPay);
  if (min === undefined || max === undefined) return "Competitive";
  return `${formatMoney(min, input.currency)}-${formatMoney(max, input.currency)}`;
}

/** 'symbol min-symbol max / Yr|Mo|Hr', or 'Competitive'. */
export function formatSalary(input: SalaryInput): string {
  const range = formatSalaryRange(input);
  if (range === "Competitive") return range;
  return `${range} / ${salaryPeriodLabel(normalizeSalaryPeriod(input.salaryPeriod))}`;
}
