"use client";

import { Toaster as Sonner } from "sonner";

/** The always-present toast area, top-centre (spec 2.1). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
