"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/** Focuses the first field marked invalid, in the page's order (files and radio groups included); false if none is. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return Boolean(first);
}

/**
 * A request to focus the first invalid field, met after the render that marks the fields (`errors`, `serverErrors`),
 * which may come after the request: the resolver's errors reach the form state a render later than onInvalid's call.
 * The request holds for a moment only: a field marked much later (as the visitor types) must not pull the focus.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: object, serverErrors: object): () => void {
  const wanted = useRef(false);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (wanted.current && focusFirstInvalid(formRef.current)) wanted.current = false;
  }, [formRef, requests, errors, serverErrors]);
  return () => {
    wanted.current = true;
    window.setTimeout(() => (wanted.current = false), 1000);
    setRequests((count) => count + 1);
  };
}
