"use client";

import { useRouter } from "next/navigation";
import { ArrowLeftIcon } from "@/components/ui/icons";

type NavigationLike = { canGoBack?: boolean };

/** True when the previous history entry is a page of this site (so going back keeps the visitor's filters). */
function previousPageIsOurs(): boolean {
  const nav = (window as Window & { navigation?: NavigationLike }).navigation;
  // The Navigation API only lists same-origin entries, so canGoBack means "back stays on this site".
  if (nav && typeof nav.canGoBack === "boolean") return nav.canGoBack;
  return window.history.length > 1 && document.referrer.startsWith(window.location.origin);
}

/**
 * The Back button of job pages: a real link to `fallbackHref` (works without JavaScript and for visitors who
 * arrived from elsewhere), which goes back in history when the previous page was ours.
 */
export function BackLink({ fallbackHref, label = "Back", className = "" }: { fallbackHref: string; label?: string; className?: string }) {
  const router = useRouter();
  return (
    <a
      href={fallbackHref}
      className={`inline-flex min-h-11 items-center gap-2 font-semibold print:hidden ${className}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (!previousPageIsOurs()) return;
        event.preventDefault();
        router.back();
      }}
    >
      <ArrowLeftIcon className="size-4" />
      {label}
    </a>
  );
}
