import type { ServerResponse } from "node:http";
/** Applies `res.writeHead(statusCode, [reason], [headers])`'s arguments to the response without writing anything. */
export function applyWriteHead(res: ServerResponse, statusCode: number, reasonOrHeaders: unknown, maybeHeaders: unknown): void;
