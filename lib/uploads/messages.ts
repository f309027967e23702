/**
 * What the upload shows and says, in one place for translation. The spec's own messages (wrong type, too large)
 * stay in lib/schemas/application-fields.ts and are used as they are.
 */
export const UPLOAD_COPY = {
  uploading: "Uploading",
  uploaded: "Uploaded",
  waitingForNetwork: "Connection lost. The upload continues by itself when you are back online.",
  resumeNotice: (name: string, percent: number) => `${name} was ${percent}% uploaded. Choose the same file again to continue from where it stopped.`,
  timeLeft: (seconds: number) => (seconds >= 90 ? `about ${Math.round(seconds / 60)} min left` : `about ${Math.max(1, Math.round(seconds))} s left`),
  progress: (label: string, percent: number) => `${label}: ${percent}% uploaded`,
  done: (label: string) => `${label} uploaded`,
  cancel: (name: string) => `Cancel the upload of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  failed: "The upload failed. Please choose the file again.",
  retry: "Try again",
  submitWaiting: "Finishing your uploads...",
  /** The final submit named an upload the server does not accept (expired, removed, another browser's). */
  uploadGone: "Your file could not be found any more. Please choose it again.",
} as const;

/** The form fields the final submit uses to name the uploads instead of sending the files. */
export const UPLOAD_ID_FIELDS = { resume: "resumeUpload", otherDoc: "otherDocUpload" } as const;
