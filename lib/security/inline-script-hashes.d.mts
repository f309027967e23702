/** One 'sha256-…' source per distinct inline script of an HTML document that a browser would run, in document order. */
export function inlineScriptHashes(html: Buffer | string): string[];
