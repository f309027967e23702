"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, TOAST_DURATION_MS } from "@/lib/toast";
import { toastRegionMounted } from "@/lib/toast-region";

/**
 * The always-present toast area, top-centre (spec 2.1). Sonner's default light theme keeps text contrast above
 * 4.5:1 (its rich colours do not), and toasts dismiss themselves, so no undersized close button is shown.
 * Only forms raise toasts, in answer to a submission, so sonner is fetched once the page has loaded and the browser
 * is idle (at the latest 2 s after hydration), never with the page (lib/toast.ts fetches it the same way for the
 * forms). A toast raised before that is not lost: sonner replays the active toasts to a Toaster that subscribes late.
 * The toasts' region is named and laid out in the page's language and direction (given by the layout, so that
 * no message catalogue comes to the browser for it).
 */
export function Toaster({ label, dir }: { label: string; dir: "ltr" | "rtl" }) {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      void loadSonner().then((m) => {
        if (!cancelled) setSonner(() => m.Toaster);
      });
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const timer = window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => (Sonner ? toastRegionMounted() : undefined), [Sonner]);

  return Sonner ? (
    <Sonner position="top-center" dir={dir} containerAriaLabel={label} toastOptions={{ duration: TOAST_DURATION_MS }} />
  ) : null;
}
