"use client";

import { createContext, useContext, type ReactNode } from "react";

/** An error boundary's words, already translated: names to texts. */
export type Words = Readonly<Record<string, string>>;

/**
 * The words of a route's error boundary. An error.tsx renders in the browser and receives no props from the server,
 * so the segment's layout (a server component, which wraps its error.tsx) translates them and hands them down here:
 * a plain context, so the page carries no translation runtime. Each boundary exports the words type it reads, and
 * its layout builds an object of that type.
 */
const BoundaryWordsContext = createContext<Words | null>(null);

export function BoundaryWordsProvider({ words, children }: { words: Words; children: ReactNode }) {
  return <BoundaryWordsContext value={words}>{children}</BoundaryWordsContext>;
}

/** The words the nearest layout gave; `W` is the boundary's own words type, the one its layout fills in. */
export function useBoundaryWords<W extends Words>(): W {
  const words = useContext(BoundaryWordsContext);
  if (!words) throw new Error("An error boundary rendered outside its layout's BoundaryWordsProvider");
  return words as W;
}
