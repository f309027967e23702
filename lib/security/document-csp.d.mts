import type { ServerResponse } from "node:http";
/** Adds the hashes of an HTML response's inline scripts to its CSP before it is sent; other responses pass through. */
export function hashInlineScripts(res: ServerResponse): void;
