"use client";

import { useRef } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { useDetailsDismiss } from "./use-details-dismiss";

/**
 * The mobile menu's toggle: a native <details>, so it opens and closes without JavaScript. The navigation it shows is
 * the header's one <nav>, which CSS reveals while this element is open (`group-has-[details[open]]`). With JavaScript
 * the menu also closes on navigation, on Escape and when the focus leaves the header (useDetailsDismiss): past the
 * menu's last link it went on to the page the open menu covers.
 */
export function MobileMenuToggle({ controls, label }: { controls: string; /** "Menu" in the page's language. */ label: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const setOpen = useDetailsDismiss(ref, { focusScope: "header" });

  return (
    <details ref={ref} className="group max-lg:order-2 lg:hidden print:hidden" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        aria-controls={controls}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink-800 hover:bg-ink-50 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{label}</span>
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
      </summary>
    </details>
  );
}
