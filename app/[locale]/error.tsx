"use client";

import { useEffect, type MouseEvent } from "react";
import { useBoundaryWords } from "@/lib/i18n/boundary-words";

/** What the boundary shows, translated by the locale layout. */
export type PageErrorText = { title: string; description: string; tryAgain: string; home: string; homeHref: string };

/** The page as it is, query included. */
function reload(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.reload();
}

/**
 * Whatever a page did not catch itself (each page handles the API host's failures with its own state): the header and
 * footer stay and the words are the page's language, instead of Next's English "Application error" on a blank page.
 * Next renders it in the browser (an error thrown before anything was streamed sends its empty error shell), so it
 * carries no icon or shared panel: every page loads this file.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const words = useBoundaryWords<PageErrorText>();
  useEffect(() => {
    console.error("Page failed to render", error.digest ?? "");
  }, [error]);
  return (
    <div role="alert" className="container-page max-w-2xl py-20 text-center sm:py-28">
      <h1 className="heading-2">{words.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-600">{words.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="?" className="btn-primary" onClick={reload}>
          {words.tryAgain}
        </a>
        <a href={words.homeHref} className="btn-secondary">
          {words.home}
        </a>
      </div>
    </div>
  );
}
