"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { traversalUnderWay } from "@/lib/history-traversal";
import { activationOf, isPlainClick, linkOf, otherLanguageTarget, prefetchable, softNavigationTarget } from "@/lib/soft-navigation";
import { useWaitingForConnection, useWhenReachable, type Waiting } from "@/lib/use-when-reachable";

/** A visitor about to follow a link: the pointer is on it, a finger is down on it, or it has keyboard focus. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Closes the menus a link was shown in, so that the offline note is not drawn over them: the globe menu holds its
 * links, the phone's menu is the header's navigation revealed while its toggle (another <details>) is open. A link
 * that had the focus (a keyboard's Enter) hands it to the button of the menu it was in, which is still there: hidden
 * with its menu, it dropped the focus to the page's start.
 */
function closeMenusAround(link: HTMLAnchorElement): void {
  const menus = [link.closest("details"), ...(link.closest("header")?.querySelectorAll("details[open]") ?? [])].filter((menu) => menu !== null);
  const focused = link.contains(document.activeElement);
  for (const menu of menus) menu.removeAttribute("open");
  if (!focused) return;
  const button = menus.map((menu) => menu.querySelector<HTMLElement>(":scope > summary")).find((summary) => summary && summary.getClientRects().length > 0);
  button?.focus();
}

/**
 * One listener for every internal link (components/ui/link.tsx): a plain left click navigates in the app, and
 * pointing at, touching or focusing a link prefetches its page once. Until this hydrates, links are ordinary links.
 * While the next page is on its way a bar grows along the top of the window: an in-app navigation shows none of the
 * browser's own loading signs, and on a slow connection the old page otherwise sat unchanged for seconds after a
 * tap. It appears only after a moment (the animation's delay), so a quick navigation shows nothing.
 * A link followed while the browser is offline keeps the visitor on the page with a note (`offlineTexts.page`) and opens
 * once the connection is back: the router, failing to fetch the page, fell back to a full page load, and the browser
 * replaced the site with its own offline page. A language switcher's link, a full page load by design, waits the same
 * way, and so does a list's filter or search (`offlineTexts.list`; one note for the page: lib/use-when-reachable.ts).
 */
export function SoftNavigation({ offlineTexts }: { offlineTexts: Record<Waiting, string> }) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const waiting = useWaitingForConnection();
  const whenReachable = useWhenReachable();

  useEffect(() => {
    const prefetched = new Set<string>();

    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      // A link followed while Back or Forward is still drawing its page is the browser's to load: Next's router, given
      // the push in the middle of its traversal, left the address on the link's page and the window on the one the
      // visitor was leaving (e2e/history-return.spec.ts, one run in a dozen).
      if (!link || traversalUnderWay()) return;
      const activation = activationOf(link, event.defaultPrevented || !isPlainClick(event));
      const here = new URL(window.location.href);
      const path = softNavigationTarget(activation, here);
      // Another language (components/layout/language-switcher.tsx) stays a full page load, but one asked for offline
      // waits too, not on the browser's page.
      const otherLanguage = !path && !navigator.onLine ? otherLanguageTarget(activation, here) : null;
      const destination = path ?? otherLanguage;
      if (!destination) return;
      event.preventDefault();
      const scroll = link.dataset.scroll !== "false";
      whenReachable(
        destination,
        () => {
          if (path) startNavigation(() => router.push(path, { scroll }));
          else window.location.assign(destination);
        },
        { told: () => closeMenusAround(link) },
      );
    };

    const onIntent = (event: Event) => {
      const link = linkOf(event);
      const path = link && softNavigationTarget(activationOf(link), new URL(window.location.href));
      if (!path || prefetched.has(path) || !prefetchable(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };

    document.addEventListener("click", onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router, whenReachable]);

  return (
    <>
      {navigating ? <NavigationProgress /> : null}
      {/* Announced when the note appears: a live region present from the start (without a role: the forms' status is the page's). */}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center print:hidden">
        {waiting ? <p className="max-w-md rounded-lg bg-ink-900 px-4 py-3 text-center text-sm text-white shadow-lg forced-colors:border">{offlineTexts[waiting]}</p> : null}
      </div>
    </>
  );
}

function NavigationProgress() {
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      className="animate-navigation-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-brand-500 ltr:origin-left rtl:origin-right forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none"
    />
  );
}
