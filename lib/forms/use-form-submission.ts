"use client";

import { startTransition, useActionState, useState, useTransition } from "react";
import { IDLE_STATE, type FormAction, type FormActionState } from "./action-state";

/**
 * A progressively enhanced form's submission state.
 * - Without JavaScript the <form action={formAction}> posts natively; the page comes back rendered with the action's
 *   result as `state` (useActionState). `permalink` (e.g. "/contact#contact-form") is where that post lands, so the
 *   browser scrolls back to the form and its message.
 * - With JavaScript, `submit(formData, onResult)` calls the same server action in a transition and never throws: a
 *   network failure or a crashed action becomes an error state with `failureMessage`, so the visitor keeps the form
 *   and what they typed (through `formAction` a thrown error would reach the error boundary and wipe the form).
 * - `note(state)` shows a client-side outcome (e.g. the first validation error) in the same status region.
 */
export function useFormSubmission(action: FormAction, options: { failureMessage: string; permalink?: string }) {
  const [serverState, formAction] = useActionState(action, IDLE_STATE, options.permalink);
  const [latest, setLatest] = useState<FormActionState | null>(null);
  const [pending, startSubmit] = useTransition();
  const state = latest ?? serverState;

  function submit(formData: FormData, onResult: (result: FormActionState) => void): void {
    startSubmit(async () => {
      let result: FormActionState;
      try {
        result = await action(state, formData);
      } catch (error) {
        console.error("The form could not reach the server", error);
        result = { status: "error", message: options.failureMessage };
      }
      startTransition(() => {
        setLatest(result);
        onResult(result);
      });
    });
  }

  return { state, formAction, pending, submit, note: setLatest };
}
