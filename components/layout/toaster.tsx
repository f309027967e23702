"use client";

import dynamic from "next/dynamic";

/**
 * The always-present toast area, top-centre (spec 2.1). Sonner's default light theme keeps text contrast above
 * 4.5:1 (its rich colours do not), and toasts dismiss themselves, so no undersized close button is shown.
 * Loaded after hydration, not with the page: only forms raise toasts, in answer to a submission, and content pages
 * should not pay for it up front.
 */
const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function Toaster() {
  return <Sonner position="top-center" toastOptions={{ duration: 6000 }} />;
}
