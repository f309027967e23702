import type { IncomingMessage, ServerResponse } from "node:http";
/** The copies scripts/precompress-static.mjs writes beside each text file, best first: [coding, file suffix]. */
export const ENCODINGS: readonly [readonly ["br", ".br"], readonly ["gzip", ".gz"]];
/** Whether a file of the static folder is sent only as its precompressed copies (a text type). */
export function isPrecompressed(name: string): boolean;
/** The codings a client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string>;
/** The headers a Next build's routes-manifest.json gives a path, in order, later rules winning. */
export function builtHeaders(manifestFile: string, pathname: string): [string, string][];
export type StaticAssets = {
  /** Sends the asset (true), or leaves the request to the next handler (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many assets are held. */
  readonly size: number;
};
export function createStaticAssets(options: { dir: string; prefix?: string; headers?: [string, string][] }): StaticAssets;
