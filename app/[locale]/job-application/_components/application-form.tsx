"use client";

import { useRouter } from "next/navigation";
import { FieldWordsProvider } from "@/components/forms/field-words";
import { LocaleField } from "@/components/forms/locale-field";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createFormControl, useFormState } from "react-hook-form";
import { toast } from "@/lib/toast";
import { submitApplicationAction } from "../[jobId]/actions";
import { ATTEMPT_FIELD } from "@/lib/forms/action-state";
import { currentAttempt, forgetAttempt } from "@/lib/forms/attempt";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { takenBackHere } from "@/lib/forms/history-return";
import { announceRefusalElsewhere } from "@/lib/forms/refused-elsewhere";
import { useErrorMessages } from "@/lib/forms/use-error-messages";
import { useFormSubmission } from "@/lib/forms/use-form-submission";
import type { ApplicationFormField, ApplicationFormOutput } from "@/lib/schemas/application";
import { isRealFile, type ApplicationErrors } from "@/lib/schemas/application-fields";
import { UPLOAD_ID_FIELDS } from "@/lib/uploads/id-fields";
import { ENHANCED_FIELD, HONEYPOT_FIELD, type ApplicationActionState } from "./action-state";
import { ApplicationSections, graduationTexts } from "./application-sections";
import type { ApplicationFormWords } from "./application-words";
import { DOCUMENT_FIELDS, startingValues, uploadedFile, type DocumentField, type Values } from "./application-values";
import { clearDraft } from "./draft";
import { RestoredDraftNotice, SubmissionProblems } from "./submission-notices";
import { TermsAndSend } from "./terms-and-send";
import { clearSavedUploads } from "./upload-draft";
import { useApplicationDraft } from "./use-application-draft";
import { useResumableUpload } from "./use-resumable-upload";
import { FileDrop } from "./file-drop";
import { FormKitProvider, FormSection, type FormKit } from "./fields";
import { focusFirstInvalid, useFocusFirstInvalid } from "./use-focus-first-invalid";

/** The application's attempt (lib/forms/attempt.ts), kept per job by its page's address. */
const ATTEMPT_SCOPE = "application";
/** The toast of a submission's outcome: the next outcome takes its place (lib/toast.ts). */
const OUTCOME_TOAST = "application-outcome";

/**
 * The job application (spec 2.21, 3, 5). With JavaScript: react-hook-form validates on submit, then the same
 * server action is called in a transition and the outcome is toasted. Without: the form posts multipart to the
 * action, which re-renders the page with the messages and the typed values, or redirects on success. Everything it
 * says is in the page's language, translated on the server (`words`, ./application-words.ts).
 */
export function ApplicationForm({ jobId, words }: { jobId: string; words: ApplicationFormWords }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const sending = useRef(false);
  // A submit with JavaScript calls the action itself: a connection lost on the way is the failure toast over a form that
  // keeps its input, where through `formAction` the error reached the route's boundary and replaced the whole form.
  const { state, formAction, pending, submit, submitting, note } = useFormSubmission<ApplicationActionState>(submitApplicationAction, {
    initial: {},
    failure: { message: words.failure },
  });
  const [start] = useState(() => startingValues(jobId, state.values));
  const locale = useClientLocale();
  const labels = words.labels;
  /** The shared schema, fetched with zod when the visitor first focuses a control, built with this page's messages. */
  const [{ resolver, preload }] = useState(() => {
    const messages: ApplicationErrors = { ...words.errors, yearRange: (max) => graduationTexts(words.graduation, max).error };
    return lazyZodResolver<Values, ApplicationFormOutput>(() => import("@/lib/schemas/application-schema").then((m) => m.applicationSchemas(messages).applicationFormSchema));
  });
  // The form's state outside React, its errors subscribed to: as in useProgressiveForm, useForm would set state in a
  // layout effect and so render the form again inside the task that commits hydration.
  const [form] = useState(() =>
    createFormControl<Values, unknown, ApplicationFormOutput>({
      resolver,
      defaultValues: start,
      mode: "onSubmit",
      reValidateMode: "onSubmit", // spec: editing a field clears its error; it is checked again on the next submit
      shouldFocusError: false, // focus follows the page order instead (see focusFirstError), files included
    }),
  );
  const { register, handleSubmit, clearErrors, setError, setValue } = form;
  const { errors } = useFormState({ control: form.control });
  const [serverErrors, setServerErrors] = useState(state.fieldErrors ?? {});
  const [seenState, setSeenState] = useState(state);
  const [finishingUploads, setFinishingUploads] = useState(false);
  if (seenState !== state) {
    setSeenState(state);
    setServerErrors(state.fieldErrors ?? {});
  }

  const edited = useCallback(
    (name: string) => {
      clearErrors(name);
      setServerErrors((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name as ApplicationFormField];
        return next;
      });
    },
    [clearErrors],
  );

  const clientErrors = useErrorMessages(errors);

  // Why the file last picked for a field was refused, until another is picked or it is removed. A refused file is not
  // attached, so a submit finds the field empty; its message stays rather than giving way to "Resume is required",
  // which beside the name of the file just picked read as if the page had lost it.
  const [refusals, setRefusals] = useState<Partial<Record<DocumentField, string>>>({});
  const noteRefusal = useCallback((name: DocumentField, message?: string) => {
    setRefusals((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  // The upload endpoint refused a file (its content is not a document): said at once, since it comes a while after
  // the pick, maybe with the field scrolled away; a field's own message is never an alert (see FileDrop).
  const refused = useCallback(
    (name: DocumentField, message: string) => {
      setValue(name, null);
      setError(name, { type: "file", message });
      noteRefusal(name, message);
      toast.error(message);
    },
    [setValue, setError, noteRefusal],
  );
  const uploads: Record<DocumentField, ReturnType<typeof useResumableUpload>> = {
    resume: useResumableUpload(jobId, "resume", words.uploadFailed, useCallback((m: string) => refused("resume", m), [refused])),
    otherDoc: useResumableUpload(jobId, "otherDoc", words.uploadFailed, useCallback((m: string) => refused("otherDoc", m), [refused])),
  };

  const kit: FormKit = useMemo(
    () => ({
      register: (name) => register(name, { onChange: () => edited(name) }),
      initial: (name) => (typeof start[name] === "string" ? (start[name] as string) : undefined),
      error: (name) => refusals[name as DocumentField] || clientErrors.get(name) || serverErrors[name as ApplicationFormField]?.[0],
    }),
    [register, edited, start, clientErrors, serverErrors, refusals],
  );

  useEffect(() => {
    register("resume");
    register("otherDoc");
  }, [register]);

  // Uploads this browser started for this job (a reload, a return within a day): finished ones count as chosen.
  useEffect(() => {
    for (const name of DOCUMENT_FIELDS) {
      void uploads[name].restore().then((saved) => {
        if (saved) setValue(name, uploadedFile(saved));
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  const draft = useApplicationDraft(form, jobId, { echoed: Boolean(state.values), sent: submitted });

  const focusFirstError = useFocusFirstInvalid(formRef, errors, serverErrors);

  // A document the server refused (an upload gone, or gone with an application already sent) must be chosen again:
  // its upload box no longer says "Uploaded" beside the message, and its input is emptied, so that choosing the same
  // file again is a change the browser reports.
  const { cancel: dropResume } = uploads.resume;
  const { cancel: dropOtherDoc } = uploads.otherDoc;
  useEffect(() => {
    const drop: Record<DocumentField, () => Promise<void>> = { resume: dropResume, otherDoc: dropOtherDoc };
    for (const name of DOCUMENT_FIELDS) {
      if (!state.fieldErrors?.[name]) continue;
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
      setValue(name, null);
      void drop[name]();
    }
  }, [state, dropResume, dropOtherDoc, setValue]);

  /**
   * The answer to a send, whether or not the form is still drawn: a visitor who pressed Back or followed a link while
   * it was on its way (Next draws their page only once the answer is in) is told it was sent, on the page they chose,
   * and its draft and uploads are forgotten. Only one who stayed is taken to the job. A refusal reaches one who left
   * with the way back to the form.
   */
  const announced = useRef<ApplicationActionState | null>(null);
  const formAddress = localizePath(`/job-application/${encodeURIComponent(jobId)}`, locale);
  const onSent = (result: ApplicationActionState, { pageLeft }: { pageLeft: boolean }) => {
    announced.current = result;
    if (result.ok) {
      submitted.current = true;
      clearDraft(jobId);
      clearSavedUploads(jobId);
      forgetAttempt(ATTEMPT_SCOPE);
      toast.success(words.success, OUTCOME_TOAST);
      if (!pageLeft) router.push(localizePath(`/job-details/${encodeURIComponent(jobId)}`, locale));
    } else if (result.message && pageLeft) {
      // Its draft, written at Send, is what the form gives back.
      announceRefusalElsewhere({ notSent: words.notSent, reason: result.message, fieldErrors: result.fieldErrors, id: OUTCOME_TOAST, form: formAddress, words: words.back, go: (address) => router.push(address) });
    } else if (result.message) {
      toast.error(result.message, OUTCOME_TOAST);
    }
  };
  // Taken back here from that toast: the draft comes back (useApplicationDraft), and a refusal that named fields is
  // shown as to a visitor who stayed (the fields marked, the summary above the form), without a second toast.
  useEffect(() => {
    const back = takenBackHere();
    if (!back?.fieldErrors || state.values) return;
    announced.current = { message: back.message, fieldErrors: back.fieldErrors };
    note(announced.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);
  useEffect(() => {
    if (state.ok || !state.message) return;
    // A refusal rendered by the server (a post sent before the scripts had loaded) is toasted here, once they have.
    if (state !== announced.current) toast.error(state.message, OUTCOME_TOAST);
    // The server found what the browser's check let through: its field is far up the page from the button.
    // (Its fields were marked in the render that brought this state.)
    if (state.fieldErrors) focusFirstInvalid(formRef.current);
  }, [state]);

  function onFile(name: "resume" | "otherDoc", file: File | null, problem?: string) {
    setValue(name, file);
    edited(name);
    noteRefusal(name, problem);
    if (problem) setError(name, { type: "file", message: problem });
  }

  function startOver() {
    for (const name of DOCUMENT_FIELDS) void uploads[name].cancel();
    setRefusals({});
    draft.discard();
  }

  /** The text and the upload ids, once every chosen file has finished uploading: the files went ahead already. */
  const onValid = async () => {
    const form = formRef.current;
    // One application at a time, and none once it is sent (the page is then on its way to the job): a second click
    // while the uploads settle or the first is under way sends nothing.
    if (!form || sending.current || submitting() || submitted.current) return;
    sending.current = true;
    draft.saveNow();
    try {
      const data = new FormData(form);
      setFinishingUploads(true);
      const ids = await Promise.all(DOCUMENT_FIELDS.map((name) => uploads[name].settled()));
      setFinishingUploads(false);
      for (const [i, name] of DOCUMENT_FIELDS.entries()) {
        const id = ids[i];
        if (id) {
          data.delete(name);
          data.set(UPLOAD_ID_FIELDS[name], id);
        } else if (isRealFile(data.get(name))) {
          // Chosen but not uploaded (refused or removed meanwhile): its own error is showing.
          focusFirstError();
          return;
        }
      }
      data.set(ENHANCED_FIELD, "1");
      data.set(ATTEMPT_FIELD, currentAttempt(ATTEMPT_SCOPE));
      submit(data, onSent);
    } finally {
      sending.current = false;
    }
  };
  const onInvalid = () => {
    toast.error(words.invalidForm);
    focusFirstError();
  };


  return (
    <FieldWordsProvider words={words.fields}>
      <FormKitProvider value={kit}>
        <form ref={formRef} action={formAction} onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)} onFocus={preload} noValidate className="space-y-6" aria-label={words.formLabel}>
          {state.message && !state.ok ? <SubmissionProblems message={state.message} fieldErrors={state.fieldErrors} attachAgain={state.attachAgain} labels={labels} /> : null}
          {draft.restored ? <RestoredDraftNotice words={words} onStartOver={startOver} /> : null}

          <input type="hidden" name="jobId" value={jobId} />
          <LocaleField />
          <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="field-website">{words.fields.honeypot}</label>
            <input id="field-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          <ApplicationSections words={words} />

          <FormSection name="documents" title={words.sections.documents} description={words.sections.documentsDescription}>
            <div className="sm:col-span-2">
              <FileDrop name="resume" label={labels.resume} required error={kit.error("resume")} note={state.attachAgain?.resume} onChange={(f, p) => onFile("resume", f, p)} upload={uploads.resume} words={words} />
            </div>
            <div className="sm:col-span-2">
              <FileDrop name="otherDoc" label={labels.otherDoc} error={kit.error("otherDoc")} note={state.attachAgain?.otherDoc} onChange={(f, p) => onFile("otherDoc", f, p)} upload={uploads.otherDoc} words={words} />
            </div>
          </FormSection>

          <TermsAndSend words={words} accepted={start.acceptTerms === true} pending={pending} finishingUploads={finishingUploads} />
        </form>
      </FormKitProvider>
    </FieldWordsProvider>
  );
}
