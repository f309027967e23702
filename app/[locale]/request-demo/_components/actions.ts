"use server";

import { submitDemo } from "@/lib/api";
import type { FormActionState } from "@/lib/forms/action-state";
import { publicAction } from "@/lib/forms/public-action";
import { DEMO_MESSAGES, demoFormSchema } from "@/lib/schemas/demo";

const demoAction = publicAction({
  scope: "demo",
  schema: demoFormSchema,
  messages: { success: DEMO_MESSAGES.success, failure: DEMO_MESSAGES.failure },
  // The consent box is the form's business; the API host receives the demo request of spec section 3.
  submit: ({ consent: _consent, ...request }) => submitDemo(request),
});

/** The demo request form's server action (useActionState): POST /api/demo through the data layer. */
export async function submitDemoForm(previous: FormActionState, formData: FormData): Promise<FormActionState> {
  return demoAction(previous, formData);
}
