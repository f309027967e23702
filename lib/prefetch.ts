/**
 * Pages whose client code is heavy (the forms: react-hook-form, zod, the country list; about 80 KB gzipped). Next
 * prefetches every link that scrolls into view, JavaScript included, so a "Book a Demo" button in a header or hero
 * made every page download and compile the demo form while it was still loading. Links to these pages are not
 * prefetched: the form's code is fetched when the visitor asks for it.
 */
const FORM_ROUTES = ["/request-demo", "/contact", "/job-application/"];

export function prefetchFor(href: string): false | undefined {
  const path = href.split(/[?#]/)[0] ?? href;
  return FORM_ROUTES.some((route) => (route.endsWith("/") ? path.startsWith(route) : path === route)) ? false : undefined;
}
