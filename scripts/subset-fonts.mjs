#!/usr/bin/env node
/**
 * Part of `npm run build` and `npm run dev` (their pre-steps): cuts the five Turkish letters that Inter's Latin face
 * lacks (Ğ ğ İ Ş ş; ı is in it) out of @fontsource's Latin Extended face, weight axis kept. Turkish pages download
 * this 3 KB face instead of the 85 KB Latin Extended one, which stays for other letters (names in API content).
 * The letters must match the face's unicode-range in lib/i18n/fonts.ts; e2e/fonts.spec.ts checks what a Turkish page
 * downloads.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
const TARGET = join(ROOT, "lib/i18n/fonts/inter-turkish-wght-normal.woff2");
const TURKISH_LETTERS = "ĞğİŞş";

const subset = await subsetFont(await readFile(SOURCE), TURKISH_LETTERS, { targetFormat: "woff2" });
await mkdir(dirname(TARGET), { recursive: true });
await writeFile(TARGET, subset);
console.log(`subset-fonts: ${TARGET.slice(ROOT.length + 1)} (${subset.length} bytes)`);
