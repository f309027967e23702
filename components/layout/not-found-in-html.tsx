import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";

function Missing(): never {
  notFound();
}

/**
 * A page's 404 whose HTML shows `children` (the route's not-found view). A page that calls notFound() itself gets
 * Next's empty `__next_error__` document, filled in only by JavaScript (vercel/next.js#98954): blank without scripts
 * and to crawlers. Thrown inside a Suspense boundary instead, notFound() still makes the answer a 404, the header and
 * footer outside the boundary stay in the HTML, and the boundary's fallback, the same view, stands where the page
 * would be; once scripts run, the route's not-found boundary takes over with that same view.
 */
export function NotFoundInHtml({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
