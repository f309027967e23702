/**
 * Holds the first paint until `<main>` has been parsed whole, that is until the footer after it is in the document
 * (`<link rel="expect" blocking="render">`, Chromium 124 and later; other browsers ignore it). A slow phone's parser
 * yields part-way through the document and Chromium paints what it has: home at 1366 px painted the hero's text
 * before the carousel beside it was parsed, and the carousel's arrival pushed the text down 133 px (a layout shift of
 * 0.096 with the CPU slowed 8 times, and in CI on a slow machine; Arabic home at 390 px 0.081). Chromium lets the
 * paint go as soon as the expected element is inserted, so expecting `#main` itself still painted a half-parsed hero.
 * The cost is the time to parse the rest of `<main>` (about 40 KB of HTML after the header on home); the footer and
 * the RSC payload after it are not waited for. docs/performance.md has the figures.
 */
export function PaintWholeMain() {
  return <link rel="expect" href="#site-footer" blocking="render" />;
}
