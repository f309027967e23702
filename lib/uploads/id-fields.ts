/**
 * The form fields the final submit uses to name the uploads instead of sending the files. What the upload shows and
 * says is in the message catalogue (content/messages/forms: JobApplicationForm.upload, ApplicationServer).
 */
export const UPLOAD_ID_FIELDS = { resume: "resumeUpload", otherDoc: "otherDocUpload" } as const;
