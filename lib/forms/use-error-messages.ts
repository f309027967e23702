"use client";

import { useMemo } from "react";
import type { FieldErrors } from "react-hook-form";

/**
 * The message of each field that has one, in a map that keeps its identity until a message changes.
 * react-hook-form mutates one errors object in place, so its identity says nothing; the messages, compared as one
 * string, do. Props built from this map let a `memo` block of fields skip the form's other renders (pending, the
 * action's answer, a draft restore).
 */
export function useErrorMessages(errors: FieldErrors): ReadonlyMap<string, string> {
  const key = JSON.stringify(Object.entries(errors).flatMap(([name, error]) => (typeof error?.message === "string" ? [[name, error.message]] : [])));
  return useMemo(() => new Map(JSON.parse(key) as [string, string][]), [key]);
}
