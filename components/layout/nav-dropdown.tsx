"use client";

import Link from "@/components/ui/client-link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { topNavLinkClass } from "./nav-classes";

/**
 * A dropdown of the header's navigation. On desktop it opens on hover, on click of its button and by keyboard; Escape
 * closes it. Before hydration (or without JavaScript) CSS hover/focus-within opens the panel, so the links stay
 * reachable. Below `lg` it has no button: its links are laid out in the mobile menu's panel.
 */
export function NavDropdown({
  label,
  buttonLabel,
  href,
  wide,
  children,
}: {
  label: string;
  /** The name of the chevron button beside a linked label ("Solutions menu"), in the page's language. */
  buttonLabel?: string;
  href?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  // From here on `open` decides, not CSS hover and focus (globals.css, nav-fallback-open). An attribute set here rather
  // than a state flag: a flag re-rendered every dropdown within the hydration's commit, on every page.
  useEffect(() => itemRef.current?.setAttribute("data-enhanced", ""), []);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a route change closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  const fallback = "nav-fallback-open:visible nav-fallback-open:opacity-100";
  // Below `lg` the dropdown sits open inside the mobile menu's panel, whatever its state.
  const inPanel = "max-lg:visible max-lg:static max-lg:translate-none max-lg:pt-0 max-lg:opacity-100 max-lg:transition-none";
  const shown = open ? "visible opacity-100 translate-y-0" : "invisible opacity-0 -translate-y-1";

  return (
    <li
      ref={itemRef}
      className="group relative max-lg:py-3"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        {href ? (
          <Link href={href} className={topNavLinkClass}>
            {label}
          </Link>
        ) : (
          <span className={`${topNavLinkClass} lg:hidden`}>{label}</span>
        )}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={href ? buttonLabel : undefined}
          onClick={() => setOpen((o) => !o)}
          className={`hidden items-center gap-1 rounded-md py-2 lg:whitespace-nowrap text-[0.95rem] lg:max-xl:text-[0.9rem] font-medium text-ink-700 hover:text-brand-700 lg:inline-flex ${href ? "px-1" : "px-2 lg:max-xl:px-1.5"}`}
        >
          {href ? null : label}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id={id}
        className={`absolute start-1/2 top-full z-50 -translate-x-1/2 lg:rtl:translate-x-1/2 pt-3 transition duration-150 ${shown} ${fallback} ${inPanel}`}
      >
        <div className={`rounded-2xl border border-ink-100 bg-white p-5 shadow-lift max-lg:w-auto max-lg:rounded-none max-lg:border-0 max-lg:p-0 max-lg:ps-3 max-lg:shadow-none ${wide ? "w-[56rem] max-w-[calc(100vw-3rem)] max-lg:max-w-none" : "w-80"}`}>
          {children}
        </div>
      </div>
    </li>
  );
}
