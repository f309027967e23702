"use client";

import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import styles from "./accordion.module.css";
import { ChevronDownIcon } from "./icons";

export type AccordionItem = { id?: string; question: string; answer: ReactNode };

type HeadingLevel = 2 | 3 | 4;

/**
 * A disclosure list where one item is open at a time (spec 4: one open index; clicking the open item closes it).
 * Closed answers stay in the server HTML behind `hidden`, so crawlers and find-in-page see them; without JavaScript
 * a `scripting: none` rule opens every answer and hides the chevrons, since the buttons cannot work then.
 */
export function Accordion({
  items,
  initialOpen = 0,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  /** Index open at first; -1 (or any index out of range) starts with all closed. */
  initialOpen?: number;
  headingLevel?: HeadingLevel;
}) {
  const [open, setOpen] = useState<number>(initialOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const list = useRef<HTMLDivElement>(null);
  // The buttons' aria-expanded is set here, never rendered: without JavaScript every answer is shown, and a
  // server-rendered "false" would be wrong. Rendered on neither side, it cannot differ at hydration (which React 19
  // would not correct); set in the commit of every change of `open`, before the paint.
  useLayoutEffect(() => {
    list.current?.querySelectorAll(":scope > div > * > button").forEach((button, index) => button.setAttribute("aria-expanded", String(index === open)));
  }, [open]);

  return (
    <div ref={list} className="divide-y divide-ink-100 overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
      {items.map((item, index) => {
        const key = item.id ?? String(index);
        const buttonId = `${baseId}-button-${key}`;
        const panelId = `${baseId}-panel-${key}`;
        const isOpen = open === index;
        return (
          <div key={key}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? -1 : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-start text-ink-900 transition-colors hover:bg-ink-50 sm:px-6"
              >
                <span>{item.question}</span>
                <span
                  className={`${styles.chevron} inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-ink-200 text-brand-600 transition-transform duration-200 ${isOpen ? "rotate-180 bg-brand-50" : ""}`}
                >
                  <ChevronDownIcon className="size-4" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              data-accordion-panel=""
              className={`${styles.panel} px-5 pb-6 text-ink-600 sm:px-6 [&_p+p]:mt-3`}
            >
              {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
