import { track } from "@vercel/analytics";

type EventProps = Record<string, string | number | boolean | null>;

/**
 * Page views and custom events go through @vercel/analytics' queue (`window.vaq`). The collecting script is only
 * injected where an analytics endpoint exists (NEXT_PUBLIC_ANALYTICS=vercel); elsewhere events wait in the queue,
 * which keeps pages free of failing requests and lets tests see what was recorded.
 */
function ensureQueue(): void {
  if (typeof window === "undefined" || window.va) return;
  window.va = (...params: [string, unknown?]) => {
    (window.vaq ??= []).push(params);
  };
}

/**
 * Records a page view: the same queue entry as @vercel/analytics' `pageview({ path })`, written directly so that the
 * layout, which records a view on every route change, does not ship the package (only forms do, for `track`).
 */
export function recordPageView(path: string): void {
  ensureQueue();
  window.va?.("pageview", { route: undefined, path });
}

export function trackEvent(name: string, props?: EventProps): void {
  ensureQueue();
  track(name, props);
}

/** The one custom event of spec section 7: sent after a contact or demo form succeeds. */
export function trackFormSubmit(label: "contact_form" | "demo_request"): void {
  trackEvent("form_submit", { category: "engagement", label });
}
