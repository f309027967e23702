"use client";

import { useEffect, useState, type RefObject } from "react";
import { useRouteChange } from "./use-route-change";

/**
 * What a visitor expects of a native <details> used as a menu, once JavaScript runs: it closes on a route change, on
 * Escape (focus back on its summary), with `outside` on a press anywhere else, and when the keyboard's focus moves out
 * of `focusScope` (the closest element matching it, the menu itself by default): a menu left open behind the focus
 * hid what the focus had moved to, or was drawn over the page with nothing in it focused. Without JavaScript the
 * element still opens and closes on its own. Returns whether it is open, which `onToggle={(e) => setOpen(…)}` keeps
 * current.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>, { outside = false, focusScope = "details" } = {}) {
  const [open, setOpen] = useState(false);

  useRouteChange(() => {
    if (ref.current) ref.current.open = false;
  });
  // Opened before hydration, when no onToggle was listening: Escape and the outside press must close it too.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, [ref]);

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
    const onFocusIn = (e: FocusEvent) => {
      const scope = ref.current?.closest(focusScope);
      if (e.target instanceof Node && scope && !scope.contains(e.target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    if (outside) document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, outside, focusScope, ref]);

  return setOpen;
}
