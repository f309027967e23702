import type { LoadedSubmission } from "../submission-view";

/** The webhook's JSON: the delivery id to drop duplicates by, the submission's type, and its fields as stored. */

const EVENT: Record<LoadedSubmission["type"], string> = { demo: "demo_request.created", lead: "contact_query.created", application: "job_application.created" };

export type WebhookPayload = {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
};

/** Files travel as metadata (name, type, size): a CRM fetches nothing it was not sent, and bodies stay small. */
export function webhookPayload(deliveryId: string, s: LoadedSubmission): WebhookPayload {
  const data: Record<string, unknown> = { ...s.record };
  if (s.type === "application") {
    data.jobTitle = s.jobTitle;
    data.documents = s.documents.map((d) => ({ field: d.field, filename: d.filename, contentType: d.contentType, size: d.content.length }));
  }
  return { id: deliveryId, type: EVENT[s.type], createdAt: String(s.record.createdAt), data };
}
