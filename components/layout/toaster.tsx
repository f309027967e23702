"use client";

import { Toaster as Sonner } from "sonner";

/**
 * The always-present toast area, top-centre (spec 2.1). Sonner's default light theme keeps text contrast above
 * 4.5:1 (its rich colours do not), and toasts dismiss themselves, so no undersized close button is shown.
 */
export function Toaster() {
  return <Sonner position="top-center" toastOptions={{ duration: 6000 }} />;
}
