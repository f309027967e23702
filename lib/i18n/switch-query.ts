import { localeOfPath, unlocalizedPath } from "./paths";

/** The pages whose content depends on their query (search, filters, page number): all rendered per request. */
const QUERY_PAGES = new Set(["/job-postings", "/blogs", "/compliance"]);

type Navigation = {
  method: string;
  url: URL;
  headers: Headers;
};

/**
 * The query a language switch without JavaScript left behind, or null. The layout is static and cannot read the query,
 * so without JavaScript a switcher link names the page in the other language but not its filters. Such a click is
 * a same-origin navigation whose Referer is the same page in another language, with the query: it is sent on to the
 * page with that query. Only the list pages qualify: they are never cached, so this cannot vary a stored page, and
 * with JavaScript the link already carries the query and no redirect happens.
 */
export function switchedQuery({ method, url, headers }: Navigation): string | null {
  if (method !== "GET" || url.search || headers.has("rsc") || headers.has("next-router-prefetch")) return null;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return null;
  const target = unlocalizedPath(url.pathname);
  if (!QUERY_PAGES.has(target)) return null;
  let from: URL;
  try {
    from = new URL(headers.get("referer") ?? "");
  } catch {
    return null;
  }
  // Host names only: a proxy may pass on the host without the port the visitor used (nginx's $host).
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").replace(/:\d+$/, "");
  if (from.hostname !== host || !from.search) return null;
  if (localeOfPath(from.pathname) === localeOfPath(url.pathname) || unlocalizedPath(from.pathname) !== target) return null;
  return from.search;
}
