import type { ServerResponse } from "node:http";
/** Makes a redirect (3xx with a Location) go out with no body and no ETag; other responses are left alone. */
export function dropRedirectBody(res: ServerResponse): void;
