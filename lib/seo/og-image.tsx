import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import type { CSSProperties } from "react";
import { siteFor } from "@/content/site.locales";
import { eyebrowCaps } from "./og-caps";
import { drawnRun, rtlUnits, type BidiRun, type BidiUnit } from "./og-bidi";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The one Open Graph card renderer. Every `opengraph-image.tsx` re-exports `ogSize`/`ogContentType` and returns
 * `renderOgImage({ title, eyebrow })`, so all shared links look like the same brand.
 *
 * Usage in a route folder:
 *   export const size = ogSize; export const contentType = ogContentType; export const alt = "...";
 *   export default async function Image() { return renderOgImage({ eyebrow: "Blog", title: post.title }); }
 */

export const ogSize = { width: 1200, height: 630 } as const;
export const ogContentType = "image/png";

export type OgImageInput = {
  /** The page's own title (long titles are shortened with an ellipsis). */
  title: string;
  /** Short label above the title, e.g. "Compliance", "Careers", "Blog". */
  eyebrow?: string;
  /** Optional line under the title (a date, a location, a subtitle). */
  detail?: string;
  /** The page's language: Arabic cards are drawn right to left with an Arabic face. */
  locale?: Locale;
};

const brand = {
  ink950: "#050c1f",
  ink900: "#0a1630",
  ink300: "#b3c0dc",
  ink200: "#d6deef",
  brand500: "#2f66f0",
  brand300: "#93b4ff",
  accent400: "#2dd4bf",
  accent500: "#14b8a6",
};

// Satori reads TTF/OTF/WOFF, not WOFF2: the static Inter cuts from @fontsource/inter ship .woff files.
// `process.cwd()` + a literal path lets Next's file tracing keep the files in the build output.
const fontDir = path.join(process.cwd(), "node_modules/@fontsource");
const fontFiles = [
  { name: "Inter", file: "inter/files/inter-latin-400-normal.woff", weight: 400 },
  // Satori keeps one face per name and weight: Latin Extended (Turkish ş, ğ, İ) is a family of its own in the stack.
  { name: "Inter Ext", file: "inter/files/inter-latin-ext-400-normal.woff", weight: 400 },
  { name: "Inter", file: "inter/files/inter-latin-700-normal.woff", weight: 700 },
  { name: "Inter Ext", file: "inter/files/inter-latin-ext-700-normal.woff", weight: 700 },
  // Satori shapes Arabic (joining forms) with these; the bold weight is the site's semibold cut.
  { name: "Plex Arabic", file: "ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff", weight: 400 },
  { name: "Plex Arabic", file: "ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff", weight: 700 },
] as const;

type LoadedFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };

let fontsPromise: Promise<LoadedFont[]> | undefined;

/** Fonts are read once per process and reused by every image. */
function loadFonts(): Promise<LoadedFont[]> {
  fontsPromise ??= Promise.all(
    fontFiles.map(async ({ name, file, weight }) => {
      const buf = await readFile(path.join(fontDir, file));
      const data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
      return { name, data, weight, style: "normal" as const };
    }),
  ).catch((error: unknown) => {
    fontsPromise = undefined;
    throw error;
  });
  return fontsPromise;
}

/**
 * Characters the card's fonts cannot draw are left out: satori would otherwise try to download a font for them at
 * run time (from Google), and the site makes no network calls. Bidi and zero-width controls go too.
 */
const UNDRAWABLE = /[^\u0000-\u024f\u1e00-\u1e9f\u2010-\u2027\u2030-\u205e\u20a0-\u20c0\u2100-\u2122\u2190-\u2199\u2212\u0600-\u061b\u061d-\u06ff\ufb50-\ufdff\ufe70-\ufefc]/gu;

/** What a card may draw of `text`: drawable characters only, whitespace collapsed. */
const drawable = (text: string): string => text.replace(UNDRAWABLE, "").replace(/\s+/g, " ").trim();

/** Shortens text at a word boundary so the card never overflows. */
export function clampText(text: string, max: number): string {
  const clean = drawable(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** Whole sentences that fit, so a card's second line does not stop mid-thought; else the clamped text. */
export function summarise(text: string, max: number): string {
  const sentences = drawable(text).split(/(?<=[.!?])\s+/);
  let out = "";
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out || clampText(text, max);
}

/** Font size that keeps one to three lines of title inside the card. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 66;
  if (title.length <= 72) return 56;
  return 48;
}

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f66f0"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs><path d="M20 2 5 7.5v11.2C5 28.6 11.4 35.9 20 38c8.6-2.1 15-9.4 15-19.3V7.5L20 2Z" fill="url(#g)"/><path d="M12.5 12.5h8v2.6h-5.2v3h4.6v2.5h-4.6v3.2h5.3v2.6h-8.1V12.5Zm10 0h7.6v2.3l-4.3 11.6h-3l4.2-11.3h-4.5v-2.6Z" fill="#fff"/></svg>';
const logoDataUri = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;

const ARABIC = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufefc]/u;

/** One run of a right-to-left line, Arabic in the Arabic face and the rest (digits, Latin names) in Inter. */
function Run({ run, style }: { run: BidiRun; style?: CSSProperties }) {
  return <span style={{ ...(ARABIC.test(run.text) ? { fontFamily: "Plex Arabic" } : {}), ...style }}>{drawnRun(run)}</span>;
}

/** A left-to-right run with spaces in it: the one part of a unit that satori may wrap onto several lines. */
const wraps = (run: BidiRun): boolean => run.level % 2 === 0 && run.text.includes(" ");

/**
 * A piece of a right-to-left line between two places where it may break: its runs side by side, left to right as
 * drawn. When a long left-to-right run wraps (an English sentence on an Arabic card), the runs on its left are the
 * ones that end it logically ("fixed-scope…" is drawn "…fixed-scope"), so they go down to its last line, where the
 * bidi algorithm, run line by line, would put them; at the unit's left edge, though, as satori does not say where
 * that line starts.
 */
function Unit({ unit }: { unit: BidiUnit }) {
  if (unit.length === 1) return <Run run={unit[0]!} />;
  const firstWrapping = unit.findIndex(wraps);
  return (
    <span style={{ display: "flex" }}>
      {unit.map((run, i) => (
        <Run key={i} run={run} style={i < firstWrapping ? { alignSelf: "flex-end" } : undefined} />
      ))}
    </span>
  );
}

/**
 * A block of card text. Satori lays a line out left to right, without the bidi algorithm: a right-to-left block is
 * drawn as its units placed from the right edge, wrapping as a paragraph would (og-bidi.ts).
 */
function Text({ text, rtl, style }: { text: string; rtl: boolean; style: CSSProperties }) {
  if (!rtl) return <div style={{ display: "flex", ...style }}>{text}</div>;
  return (
    // A unit too long for a line (an English job title) wraps inside itself: its lines sit at the right edge too.
    <div style={{ display: "flex", flexDirection: "row-reverse", flexWrap: "wrap", columnGap: "0.3em", textAlign: "right", ...style, letterSpacing: 0 }}>
      {rtlUnits(text).map((unit, i) => (
        <Unit key={i} unit={unit} />
      ))}
    </div>
  );
}

/** Renders the branded 1200x630 PNG card for one page. */
export async function renderOgImage({ title, eyebrow, detail, locale }: OgImageInput): Promise<ImageResponse> {
  const fonts = await loadFonts();
  const { site } = siteFor(locale);
  const rtl = locale === "ar";
  const row = rtl ? "row-reverse" : "row";
  const shownTitle = clampText(title, 110);
  const shownEyebrow = eyebrow ? eyebrowCaps(clampText(eyebrow, 48), locale) : undefined;
  // Long titles take three lines, so the line under them gets less room.
  const shownDetail = detail ? summarise(detail, shownTitle.length > 60 ? 80 : 115) : undefined;

  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          alignItems: rtl ? "flex-end" : "stretch",
          padding: "72px 80px",
          fontFamily: "Inter, Inter Ext, Plex Arabic",
          color: "#ffffff",
          backgroundColor: brand.ink900,
          backgroundImage: `radial-gradient(circle at ${rtl ? "12%" : "88%"} 12%, rgba(47,102,240,0.55) 0%, rgba(10,22,48,0) 45%), radial-gradient(circle at ${rtl ? "0%" : "100%"} 100%, rgba(20,184,166,0.35) 0%, rgba(10,22,48,0) 40%), linear-gradient(${rtl ? 225 : 135}deg, ${brand.ink950} 0%, ${brand.ink900} 60%)`,
        }}
      >
        <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori renders plain <img> only */}
          <img src={logoDataUri} width={64} height={64} alt="" />
          <div style={{ display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>{site.shortName}</div>
        </div>

        <div style={{ display: "flex", flexDirection: "column", alignItems: rtl ? "flex-end" : "stretch", gap: 24, maxWidth: 1000 }}>
          {shownEyebrow ? (
            <div style={{ display: "flex", flexDirection: row, alignItems: "center", gap: 16 }}>
              <div style={{ display: "flex", width: 48, height: 6, borderRadius: 3, backgroundColor: brand.accent400 }} />
              <Text text={shownEyebrow} rtl={rtl} style={{ fontSize: 26, fontWeight: 700, letterSpacing: 3, color: brand.accent400 }} />
            </div>
          ) : null}
          <Text
            text={shownTitle}
            rtl={rtl}
            style={{ fontSize: titleFontSize(shownTitle), fontWeight: 700, lineHeight: rtl ? 1.35 : 1.12, letterSpacing: -1.5 }}
          />
          {shownDetail ? <Text text={shownDetail} rtl={rtl} style={{ fontSize: 28, fontWeight: 400, lineHeight: 1.45, color: brand.ink200 }} /> : null}
        </div>

        <div style={{ display: "flex", flexDirection: row, justifyContent: "space-between", alignItems: "center", alignSelf: "stretch", fontSize: 24, color: brand.ink300 }}>
          <Text text={drawable(site.tagline)} rtl={rtl} style={{}} />
          <div style={{ display: "flex", width: 220, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(${rtl ? 270 : 90}deg, ${brand.brand500}, ${brand.accent500})` }} />
        </div>
      </div>
    ),
    { ...ogSize, fonts },
  );
}
