"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ApplicationFormOutput } from "@/lib/schemas/application";
import { KEEP_REFS, startingValues, type Values } from "./application-values";
import { clearDraft, readDraft, writeDraft } from "./draft";

type DraftedForm = Pick<UseFormReturn<Values, unknown, ApplicationFormOutput>, "watch" | "getValues" | "reset">;

/**
 * The application's draft in this browser (./draft.ts). Restored once after hydration, unless the server has just
 * echoed this visitor's values back. Written 400 ms after the last change, at once when the form is sent (`saveNow`:
 * its answer may never arrive, and the visitor may reload before sending again), and when the page is left with a
 * change still waiting (a reload, a link, a closed tab). Nothing is written once the application is sent (`sent`).
 */
export function useApplicationDraft(form: DraftedForm, jobId: string, { echoed, sent }: { echoed: boolean; sent: RefObject<boolean> }) {
  const [restored, setRestored] = useState(false);
  const save = useRef<() => void>(() => undefined);
  const { watch, getValues, reset } = form;

  useEffect(() => {
    if (echoed) return;
    const draft = readDraft(jobId);
    if (!draft) return;
    reset({ ...startingValues(jobId), ...draft }, KEEP_REFS);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in localStorage, read once after hydration.
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const write = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (!sent.current) writeDraft(jobId, getValues());
    };
    const writePending = () => timer !== undefined && write();
    const subscription = watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(write, 400);
    });
    save.current = write;
    window.addEventListener("pagehide", writePending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", writePending);
      writePending();
    };
  }, [watch, getValues, jobId, sent]);

  const saveNow = useCallback(() => save.current(), []);
  /** "Start over": the draft is dropped and the form emptied. */
  const discard = useCallback(() => {
    clearDraft(jobId);
    reset(startingValues(jobId), KEEP_REFS);
    setRestored(false);
  }, [jobId, reset]);

  return { restored, saveNow, discard };
}
