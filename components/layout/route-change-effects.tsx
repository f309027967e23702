"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { recordPageView } from "@/lib/analytics";

const analyticsEnabled = process.env.NEXT_PUBLIC_ANALYTICS === "vercel";

/** On every route change: scroll to the top and record a page view (spec 2.1). */
export function RouteChangeEffects() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    // The collecting script's loader is fetched only where analytics is switched on; page views queue until then.
    if (analyticsEnabled) void import("@vercel/analytics").then(({ inject }) => inject({ disableAutoTrack: true, framework: "next" }));
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
    } else if (!window.location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    recordPageView(pathname);
  }, [pathname]);

  return null;
}
