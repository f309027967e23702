// What `res.write` and `res.end` may be given, as bytes: layers that read a response body see it this way.

/**
 * A Buffer is returned as it is; strings are encoded (utf8 unless told otherwise), typed arrays copied.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
export const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8")) : Buffer.from(/** @type {Uint8Array} */ (chunk));
