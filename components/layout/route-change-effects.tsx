"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { recordPageView } from "@/lib/analytics";
import { importWhenOnline } from "@/lib/connection-back";
import { keepScrollPositions, scrollTargetAfterRouteChange } from "./scroll-memory";

const analyticsEnabled = process.env.NEXT_PUBLIC_ANALYTICS === "vercel";

/**
 * On every route change: scroll to the top (spec 2.1), or after Back and Forward to where the visitor was on that
 * page, and record a page view.
 */
export function RouteChangeEffects() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(keepScrollPositions, []);

  useEffect(() => {
    // The collecting script's loader is fetched only where analytics is switched on; page views queue until then
    // (offline at that moment too: it is fetched once the connection is back, where a failed import() stayed failed).
    if (analyticsEnabled) void importWhenOnline(() => import("@vercel/analytics")).then(({ inject }) => inject({ disableAutoTrack: true, framework: "next" }));
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
    } else {
      const top = scrollTargetAfterRouteChange();
      if (!window.location.hash) window.scrollTo({ top, left: 0, behavior: "instant" });
    }
    recordPageView(pathname);
  }, [pathname]);

  return null;
}
