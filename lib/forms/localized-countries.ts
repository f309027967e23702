import { intlLocales } from "@/lib/i18n/intl";
import { localeDirection, type Locale } from "@/lib/i18n/locales";
import { COUNTRIES, groupByDialCode, type SelectOption } from "./countries";

export type CountryLists = { countries: readonly SelectOption[]; dialCodes: readonly SelectOption[] };

/**
 * Names CLDR gives in a form a country list should not use (an administrative title, "Territories"): the short form
 * a visitor looks for. Everything else is Intl.DisplayNames' own.
 */
const PREFERRED: Partial<Record<Locale, Record<string, string>>> = {
  ar: { HK: "هونغ كونغ", MO: "ماكاو", PS: "فلسطين" },
  tr: { HK: "Hong Kong", MO: "Makao", PS: "Filistin" },
};

/**
 * Shorter names for the dialling-code select only, which sits beside the number at a fixed width: "+1 Amerika Birleşik
 * Devletleri / Kanada" is cut off there, and Turkish readers write the United States "ABD" as often as in full.
 */
const DIAL_CODE_NAMES: Partial<Record<Locale, Record<string, string>>> = {
  tr: { US: "ABD" },
};

/**
 * "+971 الإمارات" in a right-to-left select: nothing strong precedes the sign, so it joins the Arabic run and is drawn
 * after the digits ("971+"). A left-to-right isolate (LRI … PDI, invisible) keeps the code as written.
 */
const codeInDirection = (option: SelectOption, locale: Locale): SelectOption =>
  localeDirection(locale) === "rtl" ? { ...option, label: `\u2066${option.value}\u2069${option.label.slice(option.value.length)}` } : option;

const built = new Map<Locale, CountryLists>();

/**
 * The country and dialling-code options labelled in a locale, sorted as its readers sort; the values stay the English
 * names and codes the API receives. Built on the server once per locale and handed to the forms as props: the
 * browser runs no Intl for them, and the page's HTML and the hydrated form show the same names. English is the
 * forms' own lists (no Intl at start-up): undefined, so that English pages send no copy of them.
 */
export function countryLists(locale: Locale): CountryLists | undefined {
  if (locale === "en") return undefined;
  let lists = built.get(locale);
  if (!lists) {
    const names = new Intl.DisplayNames(intlLocales[locale], { type: "region" });
    const collator = new Intl.Collator(intlLocales[locale]);
    const sort = <T,>(items: Iterable<T>, textOf: (item: T) => string): T[] => [...items].sort((a, b) => collator.compare(textOf(a), textOf(b)));
    const labelled = COUNTRIES.map(([name, dial, region]) => [name, dial, PREFERRED[locale]?.[region] ?? names.of(region) ?? name, region] as const);
    const dialName = (region: string, label: string) => DIAL_CODE_NAMES[locale]?.[region] ?? label;
    lists = {
      countries: sort(labelled, ([, , label]) => label).map(([name, , label]) => ({ value: name, label })),
      dialCodes: groupByDialCode(labelled.map(([, dial, label, region]) => [dialName(region, label), dial]), sort).map((option) => codeInDirection(option, locale)),
    };
    built.set(locale, lists);
  }
  return lists;
}
