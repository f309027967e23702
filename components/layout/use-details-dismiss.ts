"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type RefObject } from "react";

/**
 * What a visitor expects of a native <details> used as a menu, once JavaScript runs: it closes on a route change, on
 * Escape (focus back on its summary) and, with `outside`, on a press anywhere else. Without JavaScript the element
 * still opens and closes on its own. Returns whether it is open, which `onToggle={(e) => setOpen(…)}` keeps current.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>, { outside = false } = {}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, ref]);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (ref.current) ref.current.open = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      close();
      ref.current?.querySelector("summary")?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !ref.current?.contains(e.target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    if (outside) document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, outside, ref]);

  return setOpen;
}
