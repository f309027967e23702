"use server";

import { getTranslations } from "next-intl/server";
import { submitLead } from "@/lib/api";
import type { FormActionState } from "@/lib/forms/action-state";
import { publicAction } from "@/lib/forms/public-action";
import { contactSchemasIn } from "@/lib/schemas/contact";

const contactAction = publicAction({
  scope: "contact",
  page: "/contact",
  localized: async (locale) => {
    const [{ contactFormSchema }, t] = await Promise.all([contactSchemasIn(locale), getTranslations({ locale, namespace: "ContactForm" })]);
    return { schema: contactFormSchema, success: t("success"), failure: t("failure") };
  },
  // The consent box is the form's business; the API host receives the contact query of spec section 3.
  submit: ({ consent: _consent, ...query }, locale, key) => submitLead(query, locale, key),
});

/** The contact form's server action (useActionState): POST /api/lead through the data layer. */
export async function submitContactForm(previous: FormActionState, formData: FormData): Promise<FormActionState> {
  return contactAction(previous, formData);
}
