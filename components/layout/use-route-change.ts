"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Runs `onChange` after a route change, and not when the component first mounts: a menu the visitor opened before
 * hydration (the header's menus work without JavaScript) must not snap shut when the page becomes interactive.
 */
export function useRouteChange(onChange: () => void): void {
  const pathname = usePathname();
  const seen = useRef(pathname);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    latest.current();
  }, [pathname]);
}
