"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { createFormControl, useFormState, type DefaultValues, type FieldErrors, type Path } from "react-hook-form";
import { ATTEMPT_FIELD, ENHANCED_FIELD, firstError, IDLE_STATE, type FieldMessages, type FormAction, type FormActionState } from "./action-state";
import { currentAttempt, forgetAttempt } from "./attempt";
import type { LazyResolver } from "./lazy-zod-resolver";
import { announceRefusalElsewhere, type ReturnWords } from "./refused-elsewhere";
import { useErrorMessages } from "./use-error-messages";
import { useFormSubmission } from "./use-form-submission";
import { useSessionDraft } from "./use-session-draft";

/** What the form's controls hold: text (inputs, selects, text areas) and ticks (checkboxes). */
export type FormValues = Record<string, string | boolean>;

type Options<TValues extends FormValues, TOutput> = {
  /** The form's zod schema, loaded on first use: the same one its server action validates with. */
  validation: LazyResolver<TValues, TOutput>;
  /** The empty form (also what it is reset to after success). Its keys are the fields, in page order. */
  defaults: TValues;
  action: FormAction;
  failureMessage: string;
  /** "Your query was not sent.": a refusal that reaches a visitor who has left the page (announceRefusalElsewhere). */
  notSentMessage: string;
  returnWords: ReturnWords;
  /** Where a native (no-JavaScript) post lands, e.g. "/contact#contact-form"; also the way back to the form. */
  permalink: string;
  /** Keeps the input for a return through Back, Forward or a reload (useSessionDraft), under this name. */
  draftKey?: string;
};

/**
 * What a form's fields are built from. Both keep their identity until an error changes: pass them to a `memo`
 * component holding the fields, and the fields render only when something they show has changed.
 */
export type FieldKit<TValues extends FormValues> = Pick<ReturnType<typeof useProgressiveForm<TValues, unknown>>, "field" | "checkbox">;

export type SubmitHandlers = {
  /** Just before the request (e.g. a loading toast); may return a cleanup run when the answer is in. */
  onStart?: () => (() => void) | void;
  /** The answer, unless it is a refusal for a visitor who has left the page: that one is said with the way back. */
  onResult: (result: FormActionState) => void;
  /** The browser-side check failed; `message` is the first error in field order. */
  onInvalid?: (message: string | undefined) => void;
};

/** Echoed values (a native post that came back with errors) over the defaults: text as given, "on" for a tick. */
function startingValues<TValues extends FormValues>(defaults: TValues, echoed?: Record<string, string>): TValues {
  const values: FormValues = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    if (typeof fallback === "boolean") values[name] = echoed ? echoed[name] === "on" : fallback;
    else values[name] = echoed?.[name] ?? fallback;
  }
  return values as TValues;
}

function messagesOf(errors: FieldErrors): FieldMessages {
  const out: FieldMessages = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") out[name] = [error.message];
  }
  return out;
}

/**
 * react-hook-form + a zod resolver on top of a server action, without losing the native path:
 * `<form ref={formRef} action={formAction} onSubmit={handleSubmit({...})} onFocus={preload} noValidate>`. With
 * JavaScript the schema (fetched when the visitor first focuses a control) is checked in the browser and the same
 * FormData goes to the action in a transition; without, the form posts to the action and the page comes back with
 * `state` (message, field errors, and the visitor's input as default values).
 */
export function useProgressiveForm<TValues extends FormValues, TOutput>(options: Options<TValues, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const fields = Object.keys(options.defaults);
  const { state, formAction, pending, submit, submitting, note } = useFormSubmission<FormActionState>(options.action, {
    initial: IDLE_STATE,
    failure: { status: "error", message: options.failureMessage },
    permalink: options.permalink,
  });
  const [start] = useState(() => startingValues(options.defaults, state.values));
  const [serverErrors, setServerErrors] = useState(state.fieldErrors);
  // The form's state lives outside React (createFormControl) and only its errors are subscribed to (useFormState).
  // useForm would do the same, plus set `isReady` state in a layout effect: a synchronous render inside the task that
  // commits hydration, which also pulls the hydration's passive effects into that task.
  const [form] = useState(() =>
    createFormControl<TValues, unknown, TOutput>({ resolver: options.validation.resolver, defaultValues: start as DefaultValues<TValues> }),
  );
  const { errors: clientErrors } = useFormState({ control: form.control });
  const draft = useSessionDraft(
    formRef,
    options.draftKey,
    options.defaults,
    (values, refused) => {
      form.reset(values as TValues, { keepFieldsRef: true });
      // Back from a refusal's toast: the fields the server refused are marked as they were when it answered.
      if (refused) {
        setServerErrors(refused);
        note({ status: "error", message: firstError(refused, fields), fieldErrors: refused });
      }
    },
    Boolean(state.values),
  );

  // Registered in page order first: react-hook-form focuses the first invalid field in registration order.
  for (const name of fields) form.register(name as Path<TValues>);

  const clientMessages = useErrorMessages(clientErrors);
  // Changes only when a message does: `field` and `checkbox` keep their identity until then (see FieldKit).
  const errorOf = useCallback((name: string) => clientMessages.get(name) ?? serverErrors?.[name]?.[0], [clientMessages, serverErrors]);

  const dropServerError = useCallback(
    (name: string) =>
      setServerErrors((current) => {
        if (!current?.[name]) return current;
        const next = { ...current };
        delete next[name];
        return next;
      }),
    [setServerErrors],
  );

  /** Props of a text control: registration, its error, and the starting value rendered into the HTML. */
  const field = useCallback(
    (name: Path<TValues> & string) => ({
      ...form.register(name, { onChange: () => dropServerError(name) }),
      error: errorOf(name),
      defaultValue: String(start[name] ?? ""),
    }),
    [form, errorOf, start, dropServerError],
  );

  /** Props of a checkbox. */
  const checkbox = useCallback(
    (name: Path<TValues> & string) => ({
      ...form.register(name, { onChange: () => dropServerError(name) }),
      error: errorOf(name),
      defaultChecked: start[name] === true,
    }),
    [form, errorOf, start, dropServerError],
  );

  const handleSubmit = ({ onStart, onResult, onInvalid }: SubmitHandlers) =>
    form.handleSubmit(
      () => {
        if (submitting() || !formRef.current) return;
        const data = new FormData(formRef.current);
        const attemptScope = formRef.current.id || "form";
        data.set(ATTEMPT_FIELD, currentAttempt(attemptScope));
        data.set(ENHANCED_FIELD, "1");
        setServerErrors(undefined);
        const done = onStart?.();
        submit(data, (result, { pageLeft }) => {
          done?.();
          setServerErrors(result.fieldErrors);
          // keepFieldsRef writes the values into the controls: the memoised fields do not render again to re-register.
          if (result.status === "success") {
            form.reset(options.defaults, { keepFieldsRef: true });
            draft.forget();
            forgetAttempt(attemptScope);
          } else if (pageLeft) {
            const { notSentMessage, returnWords, permalink, failureMessage } = options;
            announceRefusalElsewhere({
              notSent: notSentMessage,
              reason: result.message ?? failureMessage,
              fieldErrors: result.fieldErrors,
              id: attemptScope,
              form: permalink,
              words: returnWords,
              go: (address) => router.push(address),
            });
            return;
          }
          onResult(result);
        });
      },
      (errors) => {
        const fieldErrors = messagesOf(errors);
        const message = firstError(fieldErrors, fields);
        note({ status: "error", message, fieldErrors });
        onInvalid?.(message);
      },
    );

  // A message about the fields names the first one still wrong, and goes once none is: it must not outlive their
  // correction. Other outcomes (sent, failed, rate limited) stay until the next submit.
  const stillWrong = fields.map(errorOf).find(Boolean);
  const shown: FormActionState = state.status === "error" && state.fieldErrors ? (stillWrong ? { ...state, message: stillWrong } : IDLE_STATE) : state;

  return { formRef, form, state: shown, formAction, pending, field, checkbox, handleSubmit, preload: options.validation.preload };
}
