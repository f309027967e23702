"use client";

import { UPLOAD_COPY } from "@/lib/uploads/messages";
import type { UploadView } from "./use-resumable-upload";

export const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Screen readers hear the upload at every quarter and when it ends, not at every progress event. */
const STEP = 25;

/**
 * A file's upload progress: a bar, the percentage, the size sent, the time left, and whether the connection is
 * gone. The polite live region says the milestones only.
 */
export function UploadProgress({ view, label }: { view: Extract<UploadView, { phase: "uploading" | "done" }>; label: string }) {
  const percent = view.phase === "done" ? 100 : Math.floor((100 * view.sent) / Math.max(1, view.size));
  const milestone = view.phase === "done" ? 100 : percent - (percent % STEP);
  // The live region's text changes only at milestones, so only they are announced.
  const said = milestone === 100 ? UPLOAD_COPY.done(label) : milestone > 0 ? UPLOAD_COPY.progress(label, milestone) : "";
  const offline = view.phase === "uploading" && view.offline;
  return (
    <div className="mt-2">
      <progress max={100} value={percent} aria-label={UPLOAD_COPY.progress(label, percent)} className="h-2 w-full accent-brand-600" />
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-ink-600" data-testid="upload-status">
        <span>
          {view.phase === "done" ? UPLOAD_COPY.uploaded : `${percent}%`} · {view.phase === "done" ? sizeLabel(view.size) : `${sizeLabel(view.sent)} of ${sizeLabel(view.size)}`}
        </span>
        {view.phase === "uploading" && !offline && view.secondsLeft !== null ? <span>{UPLOAD_COPY.timeLeft(view.secondsLeft)}</span> : null}
      </p>
      {offline ? <p className="mt-1 text-xs font-medium text-danger-700">{UPLOAD_COPY.waitingForNetwork}</p> : null}
      <p aria-live="polite" className="sr-only">
        {offline ? UPLOAD_COPY.waitingForNetwork : said}
      </p>
    </div>
  );
}
