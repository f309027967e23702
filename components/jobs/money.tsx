import type { Locale } from "@/lib/i18n/locales";
import { competitiveSalary, salaryParts, type MoneyParts, type SalaryInput } from "@/lib/format/salary";

/**
 * One amount in its own isolate with its own direction: whatever surrounds it (an English card, an Arabic
 * sentence), symbol and digits keep their order, and an Arabic-script symbol is isolated again inside it so that it
 * cannot turn the digits that follow into right-to-left numbers.
 */
function Amount({ money }: { money: MoneyParts }) {
  const symbol = money.rtlSymbol ? <bdi>{money.symbol}</bdi> : money.symbol;
  return (
    <bdi dir={money.dir} className="whitespace-nowrap">
      {money.dir === "rtl" ? (
        <>
          {money.amount} {symbol}
        </>
      ) : (
        <>
          {symbol}
          {money.spaced ? " " : ""}
          {money.amount}
        </>
      )}
    </bdi>
  );
}

/**
 * A job's salary in the page's locale: 'د.إ35,000-د.إ45,000 / Mo' in English (the spec's text), '35,000 د.إ – 45,000
 * د.إ شهريًا' in Arabic, 'AED 35.000-AED 45.000 / ay' in Turkish; 'Competitive' when the range is incomplete.
 * `withPeriod={false}` gives the range alone (the job detail's overview).
 */
export function Salary({ salary, locale, withPeriod = true }: { salary: SalaryInput; locale: Locale; withPeriod?: boolean }) {
  const parts = salaryParts(salary, locale);
  if (!parts) return <>{competitiveSalary(locale)}</>;
  return (
    <>
      <Amount money={parts.min} />
      {parts.separator}
      {/* English writes the range without spaces (the spec's text): without this, a narrow phone cannot break it. */}
      <wbr />
      <Amount money={parts.max} />
      {withPeriod ? `${parts.periodSeparator}${parts.period}` : null}
    </>
  );
}
