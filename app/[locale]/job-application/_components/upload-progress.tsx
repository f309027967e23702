"use client";

import type { UploadWords } from "./upload-display";
import type { UploadView } from "./use-resumable-upload";

/** Screen readers hear the upload at every quarter and when it ends, not at every progress event. */
const STEP = 25;

/**
 * A file's upload progress: a bar, the percentage, the size sent, the time left, and whether the connection is
 * gone. The polite live region says the milestones only.
 */
export function UploadProgress({ view, label, words }: { view: Extract<UploadView, { phase: "uploading" | "done" }>; label: string; words: UploadWords }) {
  const percent = view.phase === "done" ? 100 : Math.floor((100 * view.sent) / Math.max(1, view.size));
  const milestone = view.phase === "done" ? 100 : percent - (percent % STEP);
  // The live region's text changes only at milestones, so only they are announced.
  const said = milestone === 100 ? words.done(label) : milestone > 0 ? words.progress(label, milestone) : "";
  const offline = view.phase === "uploading" && view.offline;
  const secondsLeft = view.phase === "uploading" && !offline ? view.secondsLeft : null;
  return (
    <div className="mt-2">
      <progress max={100} value={percent} aria-label={words.progress(label, percent)} className="h-2 w-full accent-brand-600" />
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-ink-600" data-testid="upload-status">
        <span>
          {view.phase === "done" ? words.uploaded : words.percent(percent)} · {view.phase === "done" ? words.size(view.size) : words.sentOf(view.sent, view.size)}
        </span>
        {secondsLeft !== null ? <span>{words.timeLeft(secondsLeft)}</span> : null}
      </p>
      {offline ? <p className="mt-1 text-xs font-medium text-danger-700">{words.waitingForNetwork}</p> : null}
      <p aria-live="polite" className="sr-only">
        {offline ? words.waitingForNetwork : said}
      </p>
    </div>
  );
}
