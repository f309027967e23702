"use client";

import Link from "@/components/ui/client-link";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useRouteChange } from "./use-route-change";
import { topNavLinkClass, topNavTextClass } from "./nav-classes";

/**
 * A dropdown of the header's navigation. On desktop it opens on hover, on click of its button and by keyboard; Escape
 * closes it. Before hydration (or without JavaScript) CSS hover/focus-within opens the panel, so the links stay
 * reachable. Below `lg` it has no button: its links are laid out in the mobile menu's panel.
 *
 * A narrow panel hangs centred under its item. A `wide` one (Solutions) is centred in the header's container instead
 * (`container-page`, which Header makes its containing block) and never wider than the container's content, so it
 * keeps the page's margins at every width and mirrors in right-to-left pages without a physical offset.
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
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  // Whether a mouse's arrival opened the menu. The trigger looks like a button, so the click that often follows the
  // hover must not close what the visitor has just seen open: that click keeps the menu open, the next one toggles.
  const openedByHover = useRef(false);

  // From here on `open` decides, not CSS hover and focus (globals.css, nav-fallback-open). An attribute set here rather
  // than a state flag: a flag re-rendered every dropdown within the hydration's commit, on every page. A menu that CSS
  // shows at that moment (under the pointer, or holding the focus) is handed over open, not snapped shut.
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    if (item.matches(":hover, :focus-within")) {
      openedByHover.current = item.matches(":hover");
      setOpen(true);
    }
    item.setAttribute("data-enhanced", "");
  }, []);
  useRouteChange(() => setOpen(false));
  // The button's aria-expanded comes from here, never from the render: without JavaScript CSS opens the panel on hover
  // and focus, so a server-rendered "false" would be wrong whenever it shows. The render leaves it out on the server and
  // in hydration alike (React 19 would not correct an attribute that differed), and this sets it in the same commit as
  // every change of `open`, before the paint; a re-rendered state flag would cost every dropdown a render on hydration.
  useLayoutEffect(() => {
    buttonRef.current?.setAttribute("aria-expanded", String(open));
  }, [open]);

  const fallback = "nav-fallback-open:visible nav-fallback-open:opacity-100";
  // Below `lg` the dropdown sits open inside the mobile menu's panel, whatever its state.
  const inPanel = "max-lg:visible max-lg:static max-lg:translate-none max-lg:pt-0 max-lg:opacity-100 max-lg:transition-none";
  // Centred under the item, whose `relative` makes it the containing block.
  const narrowBox = "start-1/2 top-full -translate-x-1/2 lg:rtl:translate-x-1/2";
  // Centred in the header's container (the item is not positioned), between inline insets of 0 and at most as wide as
  // the container less its padding (container-page's 2rem at lg and up). No `top`: the panel keeps its static position,
  // right under its item, so its top padding still bridges the pointer's way from the trigger down to the links.
  const wideBox = "inset-x-0 mx-auto w-[56rem] max-w-[calc(100%-4rem)] max-lg:w-auto max-lg:max-w-none";
  const shown = open ? "visible opacity-100 translate-y-0" : "invisible opacity-0 -translate-y-1";

  return (
    <li
      ref={itemRef}
      className={`group max-lg:py-3 ${wide ? "" : "relative"}`}
      // Hover is a mouse's: a tap also sends (compatibility) mouse events before its click, which opened the menu and let
      // the click close it again at once; a tap now only clicks, and the click toggles.
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === "mouse") setOpen(false);
      }}
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
          // No padding at the label's end: the button's start padding is the gap to the chevron, as in the other menus.
          <Link href={href} className={`${topNavTextClass} ps-2 lg:max-xl:ps-1.5 max-lg:px-3`}>
            {label}
          </Link>
        ) : (
          <span className={`${topNavLinkClass} lg:hidden`}>{label}</span>
        )}
        <button
          ref={buttonRef}
          type="button"
          aria-controls={id}
          aria-label={href ? buttonLabel : undefined}
          onClick={(e) => {
            // The first click after the hover opened the menu keeps it open; any other click toggles. A click from Enter
            // or Space (detail 0) always toggles, as before.
            const keepOpen = openedByHover.current && e.detail > 0;
            openedByHover.current = false;
            setOpen((o) => keepOpen || !o);
          }}
          className={`hidden items-center gap-1 rounded-md py-2 lg:whitespace-nowrap text-[0.95rem] lg:max-xl:text-[0.9rem] font-medium text-ink-700 hover:text-brand-700 lg:inline-flex ${href ? "ps-1 pe-2 lg:max-xl:pe-1.5" : "px-2 lg:max-xl:px-1.5"}`}
        >
          {href ? null : label}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id={id}
        className={`absolute z-50 pt-3 transition duration-150 ${wide ? wideBox : narrowBox} ${shown} ${fallback} ${inPanel}`}
      >
        <div className={`rounded-2xl border border-ink-100 bg-white p-5 shadow-lift max-lg:w-auto max-lg:rounded-none max-lg:border-0 max-lg:p-0 max-lg:ps-3 max-lg:shadow-none ${wide ? "" : "w-80"}`}>
          {children}
        </div>
      </div>
    </li>
  );
}
