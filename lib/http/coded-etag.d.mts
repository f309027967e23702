import type { IncomingMessage, ServerResponse } from "node:http";
/** The tag a coded one was made from (`W/"abc-br"` → `"abc"`); any other tag as it is. */
export function baseEtag(etag: string): string;
/** The ETag of `etag`'s content sent in `coding` (none or "identity": `etag` itself). */
export function codedEtag(etag: string, coding: string | undefined): string;
/** An If-None-Match header with coded tags turned back into the handler's, and the coding they named. */
export function requestedEtags(header: string, acceptEncoding: string | undefined): { header: string; coding: string | undefined };
/** Gives the response the ETag of its coding, and its handler the If-None-Match it understands. */
export function codeEtags(req: IncomingMessage, res: ServerResponse): void;
