import { config } from "zod/mini";

/**
 * The CSP has no 'unsafe-eval'. zod 4 compiles object schemas with `new Function` when it may, and to find out it
 * tries one when the first object schema is created; the browser reports that try as a CSP violation (and
 * Lighthouse's best-practices "issues" audit with it) even though zod catches the error. jitless skips the probe in
 * the browser. Import this module before "zod/mini" in every module that creates object schemas and reaches the browser.
 */
if (typeof window !== "undefined") config({ jitless: true });
