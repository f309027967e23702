import type { ServerResponse } from "node:http";
/** Removes every x-middleware-* header from the response just before its head is written. */
export function hideInternalHeaders(res: ServerResponse): void;
