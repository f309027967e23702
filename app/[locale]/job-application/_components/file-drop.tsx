"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import { toast } from "@/lib/toast";
import { useFieldWords } from "@/components/forms/field-words";
import { CloseIcon, FileIcon, UploadIcon } from "@/components/ui/icons";
import { DOCUMENT_ACCEPT_ATTRIBUTE, documentProblem, hasAcceptedExtension } from "@/lib/schemas/application-fields";
import type { ApplicationFormWords } from "./application-words";
import { useUploadDisplay } from "./use-upload-display";
import type { ResumableUpload } from "./use-resumable-upload";

type Props = {
  name: "resume" | "otherDoc";
  label: string;
  required?: boolean;
  error?: string;
  /** Without JavaScript, after a send that failed: the file picked before must be attached again (it is not kept). */
  note?: string;
  /** Called with the accepted file, or null when removed; `problem` when a chosen file was refused. */
  onChange: (file: File | null, problem?: string) => void;
  /** The file's resumable upload: started as soon as a file is accepted. */
  upload: ResumableUpload;
  words: Pick<ApplicationFormWords, "errors" | "dropFile" | "chooseFile" | "fileTypes" | "upload">;
};

/**
 * A real `<input type="file">` (so a form without JavaScript still posts the file) inside a drop zone. A dropped
 * file is put into the input through a DataTransfer, so the form's own FormData carries it either way. With
 * JavaScript the accepted file starts uploading at once (./use-resumable-upload), with its progress shown here.
 */
export function FileDrop({ name, label, required, error, note, onChange, upload, words }: Props) {
  const messages = words.errors;
  const { optional } = useFieldWords();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  // Once hydrated, the browser's own file button (in the browser's language: "Choose File" on an Arabic page) gives
  // way to the page's own; without JavaScript it stays, since only it shows which file was picked. An attribute rather
  // than state, so hydration renders nothing twice (as the header's menus do).
  useEffect(() => zoneRef.current?.setAttribute("data-enhanced", ""), []);
  const [dragging, setDragging] = useState(false);
  const { view } = upload;
  // A file the endpoint refused is not attached: no box with its name, only the refusal (the form's error).
  const file = view.phase === "idle" || view.phase === "failed" ? null : view;
  // Its input is emptied too, so that it is not posted, and picking the same file again is a change.
  useEffect(() => {
    if (view.phase === "failed" && inputRef.current) inputRef.current.value = "";
  }, [view.phase]);
  // Its words take the file's name, size and progress: they come, with the progress bar, once a file is shown.
  const display = useUploadDisplay(words.upload, file !== null);
  const uploadWords = display?.words;
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;

  function clear(problem?: string) {
    if (inputRef.current) inputRef.current.value = "";
    void upload.cancel();
    onChange(null, problem);
  }

  function accept(candidate: File | null, fromDrop: boolean) {
    const input = inputRef.current;
    if (!candidate) {
      clear();
      return;
    }
    if (!hasAcceptedExtension(candidate.name)) {
      toast.error(messages.wrongFileType);
      // A refused drop leaves the current choice alone; a refused pick has already replaced it, so clear it.
      if (!fromDrop) clear(messages.wrongFileType);
      return;
    }
    const problem = documentProblem(candidate, messages);
    if (problem) {
      toast.error(problem);
      clear(problem);
      return;
    }
    if (fromDrop && input) {
      const transfer = new DataTransfer();
      transfer.items.add(candidate);
      input.files = transfer.files;
    }
    void upload.start(candidate);
    onChange(candidate);
  }

  // A file picked before hydration sits in the input with nothing uploading it (and would be lost to "Resume is
  // required"): take it up as if picked now, after the form's own mount effects, whose draft restore resets fields.
  useEffect(() => {
    const early = inputRef.current?.files?.[0];
    if (!early) return;
    const timer = window.setTimeout(() => accept(early, false));
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0] ?? null, true);
  }

  return (
    <div>
      <p id={`${id}-label`} className="field-label">
        {label}
        {required ? <span aria-hidden="true" className="text-danger-700"> *</span> : <span className="font-normal text-ink-600"> {optional}</span>}
      </p>
      <div
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        ref={zoneRef}
        data-testid={`${name}-dropzone`}
        className={`group/drop relative rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? "border-brand-500 bg-brand-50" : error ? "border-danger-700 bg-danger-50/40" : "border-ink-200 bg-ink-50/60"
        }`}
      >
        <UploadIcon className="mx-auto size-7 text-brand-600 forced-colors:text-[CanvasText]" />
        <p className="mt-2 font-medium text-ink-800">{words.dropFile}</p>
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {words.fileTypes}
        </p>
        {/* Enhanced, the input lies invisible over the page's button: it still takes the click, the focus and the label. */}
        <div className="relative mx-auto mt-3 w-full max-w-xs group-data-[enhanced]/drop:w-fit">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="file"
            accept={DOCUMENT_ACCEPT_ATTRIBUTE}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, note ? noteId : "", error ? errorId : ""].filter(Boolean).join(" ")}
            aria-labelledby={`${id}-label`}
            onChange={(e) => accept(e.currentTarget.files?.[0] ?? null, false)}
            className={`peer block w-full text-sm file:me-3 ${file ? "text-transparent" : "text-ink-700"} file:rounded-full file:border-0 file:bg-brand-600 forced-colors:file:border forced-colors:file:border-[ButtonBorder] file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 group-data-[enhanced]/drop:absolute group-data-[enhanced]/drop:inset-0 group-data-[enhanced]/drop:cursor-pointer group-data-[enhanced]/drop:opacity-0`}
          />
          <span
            aria-hidden="true"
            className="hidden rounded-full bg-brand-600 forced-colors:border forced-colors:border-[ButtonBorder] px-4 py-2 text-sm font-semibold text-white peer-hover:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 group-data-[enhanced]/drop:inline-block"
          >
            {words.chooseFile}
          </span>
        </div>
        {file ? (
          <div className="mx-auto mt-4 max-w-md rounded-lg border border-ink-100 bg-white px-3 py-2 text-start" data-testid={`${name}-upload`}>
            <div className="flex items-center gap-3">
              <FileIcon className="size-5 shrink-0 text-brand-600 forced-colors:text-[CanvasText]" />
              <span className="min-w-0 flex-1">
                {/* Isolated, not dir="auto": a Latin name on an Arabic page keeps its order and still sits by its icon. */}
                <span className="block truncate font-medium text-ink-900">
                  <bdi>{file.name}</bdi>
                </span>
                <span className="block text-xs text-ink-600">{uploadWords?.size(file.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => {
                  clear();
                  // The button leaves with the file: focus goes to what picks another, not to the page's start.
                  inputRef.current?.focus();
                }}
                className="inline-flex size-9 items-center justify-center rounded-full text-ink-600 hover:bg-ink-50 hover:text-danger-700"
              >
                <CloseIcon className="size-4" />
                <span className="sr-only">{view.phase === "uploading" ? uploadWords?.cancel(file.name) : uploadWords?.remove(file.name)}</span>
              </button>
            </div>
            {display && (view.phase === "uploading" || view.phase === "done") ? <display.Progress view={view} label={label} words={display.words} /> : null}
            {uploadWords && view.phase === "interrupted" ? (
              <p role="status" className="mt-2 text-xs text-ink-700">
                {uploadWords.resumeNotice(view.name, view.percent)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {note ? (
        <p id={noteId} className="mt-1.5 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm font-medium text-ink-800">
          {note}
        </p>
      ) : null}
      {/* Not an alert: after a submit every field's message is read through aria-describedby alike, from the first
          invalid field, which has the focus. A refused pick is announced by its toast, when it happens. */}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
