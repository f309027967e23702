import type { Page } from "@playwright/test";

/** A layout shift without recent input: its score, when it came (ms from navigation), and what moved from where to where. */
export type RecordedShift = { value: number; at: number; moved: string[] };

/**
 * Records every layout shift of the next page loads, with what moved, so that a failing test says which element it
 * was. Returns a reader of the current page's record.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<RecordedShift[]>> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
    const described = ({ node, previousRect, currentRect }: Source) =>
      `${node?.nodeName ?? "?"}${node instanceof Element && node.id ? `#${node.id}` : ""} "${(node?.textContent ?? "").trim().slice(0, 40)}" ${rect(previousRect)} -> ${rect(currentRect)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map(described) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
}
