import type { IncomingMessage, ServerResponse } from "node:http";
/** Whether a shared cache may keep a response with this Cache-Control. */
export function isShareable(cacheControl: string): boolean;
/** A header's value as one string, whatever `res.getHeader` holds. */
export function headerText(value: unknown): string;
/** Whether the response is a 200 HTML page a shared cache may keep, setting no cookie. */
export function isShareablePage(res: ServerResponse): boolean;
export type PageMicrocache = {
  /** Answers from memory (true) or lets the request through, keeping a copy of a shareable page (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  readonly size: number;
};
export function createPageMicrocache(options?: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number }): PageMicrocache;
