"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The few words of the shared field parts (FormFields): translated on the server (lib/forms/field-words.tsx) and
 * handed down by the form, so that the browser formats no message. `consent` is the terms box's label with its links.
 */
export type FieldWords = {
  optional: string;
  countryCode: string;
  phoneNumber: string;
  honeypot: string;
  consent: ReactNode;
};

const FieldWordsContext = createContext<FieldWords | null>(null);

export function FieldWordsProvider({ words, children }: { words: FieldWords; children: ReactNode }) {
  return <FieldWordsContext value={words}>{children}</FieldWordsContext>;
}

export function useFieldWords(): FieldWords {
  const words = useContext(FieldWordsContext);
  if (!words) throw new Error("A form field is used outside FieldWordsProvider");
  return words;
}
