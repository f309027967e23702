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

/**
 * Runs `edit` on the response's head just before it is written, with the headers a `writeHead` call carries already
 * applied, so that it sees and can change them however they were set.
 * @param {import("node:http").ServerResponse} res
 * @param {() => void} edit
 */
export function beforeHead(res, edit) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (statusCode, reasonOrHeaders, maybeHeaders) {
      applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders);
      edit();
      return writeHead.call(res, res.statusCode);
    }
  );
}

/**
 * Takes over `res.write` and `res.end` while `holding()` says so: each chunk goes to `take` instead of out (its
 * callback still called), and the end to `finish` with the end's callback. While it does not, the `original`s run.
 * @param {import("node:http").ServerResponse} res
 * @param {{ write: import("node:http").ServerResponse["write"], end: import("node:http").ServerResponse["end"] }} original
 * @param {() => boolean} holding
 * @param {(chunk: unknown, encoding: unknown) => void} take
 * @param {(callback: (() => void) | undefined) => void} finish
 */
export function holdBody(res, original, holding, take, finish) {
  res.write = /** @type {typeof res.write} */ (
    function write(chunk, encodingOrCallback, maybeCallback) {
      if (!holding()) return original.write.apply(res, /** @type {never} */ (arguments));
      take(chunk, encodingOrCallback);
      const callback = typeof encodingOrCallback === "function" ? encodingOrCallback : maybeCallback;
      if (typeof callback === "function") process.nextTick(callback);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function end(chunkOrCallback, encodingOrCallback, maybeCallback) {
      if (!holding()) return original.end.apply(res, /** @type {never} */ (arguments));
      if (chunkOrCallback != null && typeof chunkOrCallback !== "function") take(chunkOrCallback, encodingOrCallback);
      finish(/** @type {(() => void) | undefined} */ ([chunkOrCallback, encodingOrCallback, maybeCallback].find((a) => typeof a === "function")));
      return res;
    }
  );
}
