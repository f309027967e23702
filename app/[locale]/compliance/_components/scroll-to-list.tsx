"use client";

import { useEffect, useRef } from "react";

/**
 * Progressive enhancement of the grid's page links: after a client-side page change, bring the list into view and
 * move focus to its heading so keyboard and screen-reader users land on the new results. Without JavaScript the
 * links' #fragment does the scrolling.
 */
export function ScrollToList({ page, targetId }: { page: number; targetId: string }) {
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  }, [page, targetId]);

  return null;
}
