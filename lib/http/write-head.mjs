// Layers that hold a response back (server.mjs) must see the headers a `res.writeHead` call carries as if they had been
// set one by one, so that they can still change them before anything is written.

/**
 * Applies `res.writeHead(statusCode, [reason], [headers])`'s arguments to the response without writing anything.
 * @param {import("node:http").ServerResponse} res
 * @param {number} statusCode
 * @param {unknown} reasonOrHeaders
 * @param {unknown} maybeHeaders
 */
export function applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders) {
  const headers = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
  if (typeof reasonOrHeaders === "string") res.statusMessage = reasonOrHeaders;
  res.statusCode = statusCode;
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or the raw [name, value, name, value, …].
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((v, i) => (i % 2 === 0 ? [[v, headers[i + 1]]] : []));
    for (const [name, value] of pairs) res.setHeader(String(name), value);
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}
