import type { IncomingMessage, ServerResponse } from "node:http";
export type PrecompressedPages = {
  /** Wraps the response: a stored page goes out in the client's coding, any other shareable page is queued. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Resolves once every queued page has been compressed. */
  settled(): Promise<void>;
  /** How many compressed bodies are held. */
  readonly size: number;
};
export function createPrecompressedPages(options?: { maxBytes?: number; compressors?: Record<string, (body: Buffer) => Promise<Buffer>> }): PrecompressedPages;
