// A redirect leaves with no body. Next renders a page that calls redirect() or permanentRedirect() as a whole HTML
// document (the layout with its inline stylesheet, ~125 KB before compression) and its cache replays that document
// with every later 307/308: a crawler or browser following the Location downloaded it for nothing. Browsers, fetch()
// (Next's client router follows redirects) and crawlers all go by the status and Location alone.

import { beforeHead, holdBody } from "./write-head.mjs";

/** Statuses that send the client on to their Location. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Makes a redirect response (a status above with a Location) go out with `Content-Length: 0`, whatever body is written
 * to it, for GET and HEAD alike. Its ETag goes too: it named the dropped document. Other responses are left alone.
 * @param {import("node:http").ServerResponse} res
 */
export function dropRedirectBody(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {boolean | undefined} */
  let dropping;
  const decide = () => {
    if (dropping !== undefined) return dropping;
    dropping = REDIRECTS.has(res.statusCode) && res.hasHeader("location");
    if (dropping) {
      res.removeHeader("etag");
      res.setHeader("Content-Length", 0);
    } else Object.assign(res, original);
    return dropping;
  };

  // The status and Location a writeHead call carries decide; then the head goes on as set.
  beforeHead(res, decide);
  holdBody(res, original, decide, () => undefined, (callback) => {
    Object.assign(res, original);
    res.end(callback);
  });
}
