import type { ServerResponse } from "node:http";
/** Makes the response keep one copy of a header value it is given again under the same name. */
export function dropRepeatedHeaderValues(res: ServerResponse): void;
