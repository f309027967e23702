"use client";

import { startTransition, useActionState, useEffect, useRef, useState, useTransition } from "react";
import { onPageLeft } from "../page-left";

/**
 * A progressively enhanced form's submission state.
 * - Without JavaScript the <form action={formAction}> posts natively; the page comes back rendered with the action's
 *   result as `state` (useActionState). `permalink` (e.g. "/contact#contact-form") is where that post lands, so the
 *   browser scrolls back to the form and its message.
 * - With JavaScript, `submit(formData, onResult)` calls the same server action in a transition and never throws: a
 *   network failure or a crashed action becomes the `failure` state, so the visitor keeps the form
 *   and what they typed (through `formAction` a thrown error would reach the error boundary and wipe the form).
 * - `note(state)` shows a client-side outcome (e.g. the first validation error) in the same status region.
 * - One submission at a time: `submit` sends nothing while one is on its way (a double click, a
 *   double tap, Enter twice). `pending` cannot guard that: it is true only once React has rendered the transition,
 *   and Next queues a second action call behind the first, which stored the form twice.
 * - The focus comes back to where it was (the Send button) once the answer is in: the button is disabled while the
 *   form is on its way, which drops the focus to the page's body, and a keyboard or screen reader user then started
 *   again from the top. A field focused meanwhile (the first invalid one) keeps it.
 * - `onResult` runs even if the form is gone by then, and is told whether the visitor left the page while the form was
 *   on its way (Back, a link: `pageLeft`): what the outcome means beyond the page (a toast in the layout, a draft to
 *   drop) must not hang on an effect of a form no longer drawn, and a page change it asks for must not override theirs.
 */
export function useFormSubmission<S extends object>(action: (previous: S, formData: FormData) => Promise<S>, options: { initial: S; failure: S; permalink?: string }) {
  // A state is a plain object, never a promise: Awaited<S> is S (TypeScript cannot see it for a type parameter).
  const [serverState, formAction] = useActionState<S, FormData>(
    action as (previous: Awaited<S>, formData: FormData) => Promise<S>,
    options.initial as Awaited<S>,
    options.permalink,
  );
  const [latest, setLatest] = useState<S | null>(null);
  const [pending, startSubmit] = useTransition();
  const state: S = latest ?? (serverState as S);
  const inFlight = useRef(false);
  const focusedAtSubmit = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const before = focusedAtSubmit.current;
    if (pending || !before) return;
    focusedAtSubmit.current = null;
    if (before.isConnected && (document.activeElement === document.body || document.activeElement === null)) before.focus();
  }, [pending, latest]);

  function submit(formData: FormData, onResult?: (result: S, sent: { pageLeft: boolean }) => void): void {
    if (inFlight.current) return;
    inFlight.current = true;
    focusedAtSubmit.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    let pageLeft = false;
    const stopWatching = onPageLeft(() => (pageLeft = true));
    startSubmit(async () => {
      let result: S;
      try {
        result = await action(state, formData);
      } catch (error) {
        console.error("The form could not reach the server", error);
        // A new object each time: a second failure in a row must still render (and toast) again.
        result = { ...options.failure };
      }
      inFlight.current = false;
      stopWatching();
      startTransition(() => {
        setLatest(result);
        onResult?.(result, { pageLeft });
      });
    });
  }

  return { state, formAction, pending, submit, submitting: () => inFlight.current, note: setLatest };
}
