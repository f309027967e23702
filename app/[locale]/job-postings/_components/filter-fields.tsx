"use client";

import { useId } from "react";

/**
 * `lang` marks a label that comes from the API host as it is (English), inside a page in another language.
 * `count` is the number of jobs with the option, `jobs` what the screen reader says for it instead ("3 jobs"), in the
 * page's language (translated on the server): Arabic writes no digit beside its dual ("وظيفتان", two jobs).
 */
export type Option = { value: string; label: string; count?: { value: number; jobs: string }; lang?: string };

/** A checkbox group (spec 2.19): fieldset with legend, one labelled box per option. */
export function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="border-t border-ink-100 pt-5">
      <legend className="float-start mb-3 w-full text-sm font-semibold text-ink-900">{legend}</legend>
      <ul className="clear-start space-y-1">
        {options.map((option, i) => (
          <li key={option.value}>
            <label
              htmlFor={`${id}-${i}`}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-[0.95rem] text-ink-800 hover:bg-ink-50"
            >
              <input
                id={`${id}-${i}`}
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(e) => onToggle(option.value, e.currentTarget.checked)}
                className="size-4.5 shrink-0 rounded border-ink-300 accent-brand-600"
              />
              <span className="flex-1" lang={option.lang}>
                {option.label}
              </span>
              {option.count ? (
                <span className="text-sm tabular-nums text-ink-600">
                  <span aria-hidden="true">{option.count.value}</span>
                  <span className="sr-only"> {option.count.jobs}</span>
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
