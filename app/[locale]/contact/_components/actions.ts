"use server";

import { submitLead } from "@/lib/api";
import type { FormActionState } from "@/lib/forms/action-state";
import { publicAction } from "@/lib/forms/public-action";
import { CONTACT_MESSAGES, contactFormSchema } from "@/lib/schemas/contact";

const contactAction = publicAction({
  scope: "contact",
  schema: contactFormSchema,
  messages: { success: CONTACT_MESSAGES.success, failure: CONTACT_MESSAGES.failure },
  // The consent box is the form's business; the API host receives the contact query of spec section 3.
  submit: ({ consent: _consent, ...query }) => submitLead(query),
});

/** The contact form's server action (useActionState): POST /api/lead through the data layer. */
export async function submitContactForm(previous: FormActionState, formData: FormData): Promise<FormActionState> {
  return contactAction(previous, formData);
}
