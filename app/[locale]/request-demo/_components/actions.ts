"use server";

import { getTranslations } from "next-intl/server";
import { submitDemo } from "@/lib/api";
import type { FormActionState } from "@/lib/forms/action-state";
import { publicAction } from "@/lib/forms/public-action";
import { demoSchemasIn } from "@/lib/schemas/demo";

const demoAction = publicAction({
  scope: "demo",
  page: "/request-demo",
  localized: async (locale) => {
    const [{ demoFormSchema }, t] = await Promise.all([demoSchemasIn(locale), getTranslations({ locale, namespace: "DemoForm" })]);
    return { schema: demoFormSchema, success: t("success"), failure: t("failure") };
  },
  // The consent box is the form's business; the API host receives the demo request of spec section 3.
  submit: ({ consent: _consent, ...request }, locale, key) => submitDemo(request, locale, key),
});

/** The demo request form's server action (useActionState): POST /api/demo through the data layer. */
export async function submitDemoForm(previous: FormActionState, formData: FormData): Promise<FormActionState> {
  return demoAction(previous, formData);
}
