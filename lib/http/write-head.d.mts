import type { ServerResponse } from "node:http";
/** Applies `res.writeHead(statusCode, [reason], [headers])`'s arguments to the response without writing anything. */
export function applyWriteHead(res: ServerResponse, statusCode: number, reasonOrHeaders: unknown, maybeHeaders: unknown): void;
/** Takes over `res.write` and `res.end` while `holding()` says so, handing chunks to `take` and the end to `finish`. */
export function holdBody(
  res: ServerResponse,
  original: { write: ServerResponse["write"]; end: ServerResponse["end"] },
  holding: () => boolean,
  take: (chunk: unknown, encoding: unknown) => void,
  finish: (callback: (() => void) | undefined) => void,
): void;
/** Runs `edit` on the response's head just before it is written, with a `writeHead` call's headers applied. */
export function beforeHead(res: ServerResponse, edit: () => void): void;
