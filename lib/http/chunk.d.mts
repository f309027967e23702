/** A chunk given to `res.write` or `res.end`, as bytes. */
export function toBuffer(chunk: unknown, encoding: unknown): Buffer;
