import { unlocalizedPath } from "@/lib/i18n/paths";

/**
 * Client-side navigation for plain links. Every internal link is a server-rendered <a> (components/ui/link.tsx) and
 * one listener in the layout (components/layout/soft-navigation.tsx) turns a click into a router push. A page carries
 * 70–90 links (header menus, footer, cards); as next/link each was a client component that hydrated, observed the
 * viewport and prefetched as it scrolled into view, all while the page was still loading on a slow phone.
 */

/**
 * Pages whose client code is heavy (the forms: react-hook-form, the schemas, the country list; about 37 KB gzipped
 * more than a content page): pointing at, touching or focusing a link to them does not prefetch, the form's code is
 * fetched when the visitor asks for it.
 */
const FORM_ROUTES = ["/request-demo", "/contact", "/job-application/"];

export function prefetchable(href: string): boolean {
  const path = unlocalizedPath(href.split(/[?#]/)[0] ?? href);
  return !FORM_ROUTES.some((route) => (route.endsWith("/") ? path.startsWith(route) : path === route));
}

/** The link an event happened on (or inside), if any. */
export function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
}

/** A left click without a modifier key: the one a browser follows in the same tab. */
export const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** What the listener knows of a click on a link. */
export interface LinkActivation {
  /** The anchor's resolved (absolute) href. */
  href: string;
  target?: string;
  download?: boolean;
  /** Set on the language switcher's links: another language is another root layout, so a full page load. */
  hreflang?: string;
  /** A handler already took the click, or it was not a plain left click (new tab, new window, download). */
  handledElsewhere?: boolean;
}

/** What a page's link element tells of a click on it (`handledElsewhere` as in LinkActivation). */
export function activationOf(link: HTMLAnchorElement, handledElsewhere = false): LinkActivation {
  return { href: link.href, target: link.target, download: link.hasAttribute("download"), hreflang: link.hreflang || undefined, handledElsewhere };
}

/** Where a click on a link goes when the browser follows it in this tab; null for a new tab or window, a download, a click handled elsewhere or an unreadable address. */
function followedHere(link: LinkActivation, current: URL): URL | null {
  if (link.handledElsewhere || link.download || (link.target && link.target !== "_self")) return null;
  try {
    return new URL(link.href, current);
  } catch {
    return null;
  }
}

/** Whether `url` is a jump within the page drawn: same origin, path and query, with a fragment. */
const jumpWithinPage = (url: URL, current: URL): boolean =>
  url.hash !== "" && url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;

/**
 * The in-app path a link leads to, or null where the browser must follow it itself: other origins and schemes,
 * new tabs and windows, downloads, links to another language, route handlers and files (/api, /_next, anything with an extension) and jumps
 * within the same page.
 */
export function softNavigationTarget(link: LinkActivation, current: URL): string | null {
  const url = link.hreflang ? null : followedHere(link, current);
  if (!url || url.origin !== current.origin || jumpWithinPage(url, current)) return null;
  if (/^\/(api|_next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The address of this site's page in another language when a language switcher's link is followed in this tab (a full
 * page load by design), else null.
 */
export function otherLanguageTarget(link: LinkActivation, current: URL): string | null {
  const url = link.hreflang ? followedHere(link, current) : null;
  return url && url.origin === current.origin ? link.href : null;
}

/**
 * Whether a plain left click on a link takes the visitor off the page drawn: to another page of this site (in the app
 * or as a full load, another language too) or elsewhere. Not a new tab or window, a download, or a jump within the page.
 */
export function leavesPage(link: LinkActivation, current: URL): boolean {
  const url = followedHere(link, current);
  return url !== null && !jumpWithinPage(url, current);
}
