import { HONEYPOT_FIELD } from "@/lib/forms/action-state";
import { useFieldWords } from "./field-words";

/**
 * A trap for bots that fill in every field: moved off screen (not display:none, which simple bots skip), hidden from
 * assistive technology, out of the tab order and closed to autofill. A filled trap makes the server action answer
 * with a fake success and store nothing. Off screen at the inline start: on a right-to-left page the left side would
 * scroll into view.
 */
export function HoneypotField({ name = HONEYPOT_FIELD }: { name?: string }) {
  const { honeypot } = useFieldWords();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`field-${name}`}>{honeypot}</label>
      <input id={`field-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
