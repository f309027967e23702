"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";

/**
 * The mobile menu's toggle: a native <details>, so it opens and closes without JavaScript. The navigation it shows is
 * the header's one <nav>, which CSS reveals while this element is open (`group-has-[details[open]]`). With JavaScript
 * the menu also closes on navigation and on Escape.
 */
export function MobileMenuToggle({ controls, label }: { controls: string; /** "Menu" in the page's language. */ label: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !ref.current) return;
      ref.current.open = false;
      ref.current.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <details ref={ref} className="group max-lg:order-2 lg:hidden" onToggle={(e) => setOpen(e.currentTarget.open)}>
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
