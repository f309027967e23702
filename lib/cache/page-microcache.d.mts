import type { IncomingMessage, ServerResponse } from "node:http";
/** Whether a shared cache may keep a response with this Cache-Control. */
export function isShareable(cacheControl: string): boolean;
export type PageMicrocache = {
  /** Answers from memory (true) or lets the request through, keeping a copy of a shareable page (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  readonly size: number;
};
export function createPageMicrocache(options?: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number }): PageMicrocache;
