// Next's router puts the result of proxy.ts's locale rewrite on the response (`x-middleware-rewrite: /en/contact`), for
// the Pages Router's client, which this site does not have. It tells every visitor the internal path of a page, so it
// is taken off here. The x-nextjs-* headers stay: the App Router's client reads x-nextjs-stale-time,
// x-nextjs-prerender and x-nextjs-rewritten-path on its RSC requests, and x-nextjs-cache tells an operator (and
// e2e/cluster) whether Next's cache answered.

import { beforeHead } from "./write-head.mjs";

/** Headers Next's middleware layer sets for its own use. */
const INTERNAL = /^x-middleware-/i;

/**
 * Removes every x-middleware-* header from the response just before its head is written, however it was set.
 * @param {import("node:http").ServerResponse} res
 */
export function hideInternalHeaders(res) {
  beforeHead(res, () => {
    for (const name of res.getHeaderNames()) if (INTERNAL.test(name)) res.removeHeader(name);
  });
}
