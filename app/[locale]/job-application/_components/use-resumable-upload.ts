"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DetailedError, Upload } from "tus-js-client";
import { connectionBack, importWhenOnline, untilReachable } from "@/lib/connection-back";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { readSavedUpload, saveUpload, type SavedUpload } from "./upload-draft";

/**
 * One document's resumable upload (tus, through tus-js-client, loaded only when a file is chosen so that the page's
 * first JavaScript stays small). It starts as soon as the file is chosen, retries by itself when the connection
 * breaks, resumes from the last stored byte, and remembers itself in ./upload-draft for a reload or a return.
 */

export type UploadView =
  | { phase: "idle" }
  | { phase: "uploading"; name: string; size: number; sent: number; secondsLeft: number | null; offline: boolean }
  | { phase: "done"; name: string; size: number; id: string }
  /** Restored after a reload: the server has `percent` of it; the file must be chosen again to continue. */
  | { phase: "interrupted"; name: string; size: number; percent: number }
  | { phase: "failed"; name: string; size: number; message: string };

type Field = "resume" | "otherDoc";

export const UPLOAD_ENDPOINT = "/api/uploads";
/** Small requests: a drop loses at most one, and no proxy in between buffers a whole file. */
const CHUNK_BYTES = 512 * 1024;
/** Then the upload waits until the endpoint answers again (or the browser's `online` event, whichever comes first). */
const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000, 20_000, 30_000, 30_000];

const PROGRESS_EVERY_MS = 250;

const idOf = (url: string): string => url.split("/").pop() ?? "";

/**
 * This browser's upload token (an httpOnly cookie), fetched once before its first upload; see the route handler.
 * Offline it is asked for again until it arrives, and every upload waits for it: two files chosen offline and
 * created together without it would each be given a token of their own, and the first would lose its owner.
 */
let ownerToken: Promise<void> | null = null;
function ensureOwnerToken(): Promise<void> {
  ownerToken ??= (async () => {
    for (;;) {
      try {
        await fetch(UPLOAD_ENDPOINT, { method: "OPTIONS", headers: { "Tus-Resumable": "1.0.0" } });
        return;
      } catch {
        await connectionBack();
      }
    }
  })();
  return ownerToken;
}

/**
 * tus-js-client's fingerprint (what resumes a file chosen again) with the form's field in it: the same file chosen
 * for both documents while the first was uploading resumed that upload from the second field, two writers on one
 * upload, and the application could not be sent.
 */
const fingerprintIn = (field: Field) => async (file: File, options: { endpoint?: string | null }) =>
  ["e7", field, file.name, file.type, file.size, file.lastModified, options.endpoint].join("-");

/** Network failures, server errors and lock conflicts are worth retrying; a refusal (4xx) is final. */
function retryable(error: DetailedError | Error): boolean {
  const status = "originalResponse" in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

function refusal(error: DetailedError | Error, failed: string): string {
  const response = "originalResponse" in error ? error.originalResponse : null;
  const body = response && response.getStatus() >= 400 && response.getStatus() < 500 ? response.getBody()?.trim() : "";
  // Our own refusals are one short sentence; anything else (a proxy's HTML page) is not shown.
  return body && body.length < 200 && !body.includes("<") ? body : failed;
}

/** Deletes an upload's server copy (tus termination); a failure leaves it to expire. */
function discard(url: string): void {
  void fetch(url, { method: "DELETE", headers: { "Tus-Resumable": "1.0.0" } }).catch(() => undefined);
}

function discardSaved(jobId: string, field: Field): void {
  const saved = readSavedUpload(jobId, field);
  if (saved) discard(saved.url);
}

/** What the server holds of a saved upload: its offset and length, or null when it is gone or not ours. */
async function serverState(url: string): Promise<{ offset: number; length: number } | null> {
  try {
    const response = await fetch(url, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0" }, cache: "no-store" });
    if (!response.ok) return null;
    return { offset: Number(response.headers.get("Upload-Offset")), length: Number(response.headers.get("Upload-Length")) };
  } catch {
    return null;
  }
}

/** `failedText`: what a refused upload says when the endpoint's own answer cannot be shown. */
export function useResumableUpload(jobId: string, field: Field, failedText: string, onRefused: (message: string) => void) {
  const [view, setView] = useState<UploadView>({ phase: "idle" });
  // The endpoint's refusals (wrong type, too large, too many) come back in the page's language, not the browser's.
  const locale = useClientLocale();
  const upload = useRef<Upload | null>(null);
  /** The upload ran out of retries; until then tus-js-client's own retry timer is running and must not be doubled. */
  const stalled = useRef(false);
  /** Stops the wait for the endpoint to answer again, when the stalled upload is stopped or goes on. */
  const probe = useRef<AbortController | null>(null);
  const waiters = useRef<((id: string | null) => void)[]>([]);
  /** The file being started, until its upload exists (the upload code may take a while to arrive). */
  const chosen = useRef<File | null>(null);
  const viewRef = useRef(view);
  const refusedRef = useRef(onRefused);

  const show = useCallback((next: UploadView) => {
    viewRef.current = next;
    setView(next);
    if (next.phase === "uploading") return;
    const id = next.phase === "done" ? next.id : null;
    for (const resolve of waiters.current.splice(0)) resolve(id);
  }, []);

  useEffect(() => {
    refusedRef.current = onRefused;
  }, [onRefused]);

  const stop = useCallback(async (terminate: boolean) => {
    const current = upload.current;
    upload.current = null;
    probe.current?.abort();
    if (current) await current.abort(terminate).catch(() => undefined);
  }, []);

  /** Goes on with an upload that ran out of retries, from the server's offset; once, whichever signal comes first. */
  const resume = useCallback(
    (waiting: Upload) => {
      if (!stalled.current || upload.current !== waiting) return;
      stalled.current = false;
      probe.current?.abort();
      const current = viewRef.current;
      if (current.phase === "uploading") show({ ...current, offline: false });
      waiting.start();
    },
    [show],
  );

  const start = useCallback(
    async (file: File) => {
      const previous = viewRef.current;
      await stop(previous.phase === "uploading");
      if (previous.phase === "done") discard(`${UPLOAD_ENDPOINT}/${previous.id}`);
      show({ phase: "uploading", name: file.name, size: file.size, sent: 0, secondsLeft: null, offline: !navigator.onLine });
      chosen.current = file;
      // A file chosen offline before the upload code was ever loaded waits for the connection to load it.
      const [tus] = await Promise.all([importWhenOnline(() => import("tus-js-client")), ensureOwnerToken()]);
      if (chosen.current !== file) return; // removed or replaced meanwhile
      let rate = 0;
      let sample = { at: performance.now(), sent: 0 };
      let shownAt = 0;
      const next: Upload = new tus.Upload(file, {
        endpoint: new URL(UPLOAD_ENDPOINT, window.location.href).href,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { filename: file.name, filetype: file.type },
        headers: { "Accept-Language": locale },
        removeFingerprintOnSuccess: true,
        fingerprint: fingerprintIn(field),
        onShouldRetry: (error) => {
          const retry = retryable(error);
          // A request that failed without an answer: say the connection is lost until bytes flow again.
          const current = viewRef.current;
          if (retry && !error.originalResponse && upload.current === next && current.phase === "uploading") show({ ...current, offline: true });
          return retry;
        },
        onUploadUrlAvailable: () => {
          if (next.url) saveUpload(jobId, field, { url: next.url, name: file.name, size: file.size, type: file.type, done: false });
        },
        onProgress: (sent, total) => {
          const now = performance.now();
          if (now - sample.at >= 1000) {
            const current = ((sent - sample.sent) * 1000) / (now - sample.at);
            rate = rate ? 0.7 * rate + 0.3 * current : current;
            sample = { at: now, sent };
          }
          // A few updates a second: every progress event would render the form again, costly on a phone.
          if (upload.current !== next || (now - shownAt < PROGRESS_EVERY_MS && sent < total)) return;
          shownAt = now;
          show({ phase: "uploading", name: file.name, size: total, sent, secondsLeft: rate > 0 ? (total - sent) / rate : null, offline: false });
        },
        onSuccess: () => {
          if (upload.current !== next || !next.url) return;
          upload.current = null;
          saveUpload(jobId, field, { url: next.url, name: file.name, size: file.size, type: file.type, done: true });
          show({ phase: "done", name: file.name, size: file.size, id: idOf(next.url) });
        },
        onError: (error) => {
          if (upload.current !== next) return;
          if (retryable(error)) {
            // Out of retries: carry on as soon as the endpoint answers again, or at the browser's online event (the
            // effect below), which does not come when the system never noticed the drop (a dead mobile link).
            stalled.current = true;
            show({ ...(viewRef.current as Extract<UploadView, { phase: "uploading" }>), offline: true });
            const waiting = new AbortController();
            probe.current = waiting;
            void untilReachable(UPLOAD_ENDPOINT, waiting.signal).then((back) => {
              if (back && upload.current === next) resume(next);
            });
            return;
          }
          upload.current = null;
          saveUpload(jobId, field, null);
          const message = refusal(error, failedText);
          show({ phase: "failed", name: file.name, size: file.size, message });
          refusedRef.current(message);
        },
      });
      upload.current = next;
      stalled.current = false;
      // Read before this upload saves itself over it: an unfinished upload restored after a reload.
      const unfinished = previous.phase === "interrupted" ? readSavedUpload(jobId, field) : null;
      const earlier = await next.findPreviousUploads();
      if (upload.current !== next) return;
      if (earlier[0]) next.resumeFromPreviousUpload(earlier[0]);
      // Another file chosen in its place does not resume it: its partial copy is deleted.
      if (unfinished && earlier[0]?.uploadUrl !== unfinished.url) discard(unfinished.url);
      next.start();
    },
    [jobId, field, show, stop, resume, locale, failedText],
  );

  /** Cancel (while uploading) or remove (when done): the server's copy is deleted too. */
  const cancel = useCallback(async () => {
    const current = viewRef.current;
    chosen.current = null;
    await stop(true);
    if (current.phase === "done") discard(`${UPLOAD_ENDPOINT}/${current.id}`);
    // The unfinished upload restored after a reload: its bytes would otherwise wait on the server (and count against
    // the pending-bytes cap) until they expire.
    if (current.phase === "interrupted") discardSaved(jobId, field);
    saveUpload(jobId, field, null);
    show({ phase: "idle" });
  }, [jobId, field, show, stop]);

  /** The upload's id once finished; null if it failed or was removed. Resolves at once when nothing is uploading. */
  const settled = useCallback((): Promise<string | null> => {
    const current = viewRef.current;
    if (current.phase === "done") return Promise.resolve(current.id);
    if (current.phase !== "uploading") return Promise.resolve(null);
    return new Promise((resolve) => waiters.current.push(resolve));
  }, []);

  // The connection is back: the upload continues from the server's offset now, whether it ran out of retries or is
  // waiting for tus's next one (up to 30 s away, while the progress stood still with no word of why).
  useEffect(() => {
    const online = () => {
      const current = viewRef.current;
      const waiting = upload.current;
      if (current.phase !== "uploading" || !current.offline || !waiting) return;
      if (stalled.current) return resume(waiting);
      show({ ...current, offline: false });
      void waiting.abort(false).then(() => {
        if (upload.current === waiting) waiting.start();
      });
    };
    const offline = () => {
      const current = viewRef.current;
      if (current.phase === "uploading") show({ ...current, offline: true });
    };
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [show, resume]);

  /** After a reload: what the server still has of the upload this browser saved (returns it when finished). */
  const restore = useCallback(async (): Promise<SavedUpload | null> => {
    const saved = readSavedUpload(jobId, field);
    if (!saved) return null;
    const state = await serverState(saved.url);
    if (!state || state.length !== saved.size) {
      saveUpload(jobId, field, null);
      return null;
    }
    if (state.offset === state.length) {
      show({ phase: "done", name: saved.name, size: saved.size, id: idOf(saved.url) });
      return saved;
    }
    show({ phase: "interrupted", name: saved.name, size: saved.size, percent: Math.floor((100 * state.offset) / state.length) });
    return null;
  }, [jobId, field, show]);

  return { view, start, cancel, settled, restore };
}

export type ResumableUpload = ReturnType<typeof useResumableUpload>;
