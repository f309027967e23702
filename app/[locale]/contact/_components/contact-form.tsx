"use client";

import { memo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { FormStatus, HoneypotField, LocaleField, PhoneField, SelectField, SubmitButton, TermsConsentField, TextAreaField, TextField, type SelectOption } from "@/components/forms";
import { trackFormSubmit } from "@/lib/analytics";
import { DIAL_CODE_OPTIONS } from "@/lib/forms/countries";
import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { commonErrors } from "@/lib/forms/form-errors";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useProgressiveForm, type FieldKit } from "@/lib/forms/use-progressive-form";
import { localizePath } from "@/lib/i18n/paths";
import { CONTACT_LIMITS, contactErrors, NATURE_OF_ENQUIRY_OPTIONS } from "@/lib/schemas/contact-fields";
import type { ContactFormOutput } from "@/lib/schemas/contact-schema";
import { submitContactForm } from "./actions";

const FORM_ID = "contact-form";

/** The empty form, in page order (errors are reported in this order). */
const DEFAULTS = {
  firstName: "",
  lastName: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: "",
  natureOfEnquiry: "",
  message: "",
  consent: false,
};

type ContactFieldsProps = FieldKit<typeof DEFAULTS> & { dialCodes: readonly SelectOption[] };

/** The controls, rendered again only when one of their errors changes. */
const ContactFields = memo(function ContactFields({ field, checkbox, dialCodes }: ContactFieldsProps) {
  const t = useTranslations("ContactForm");
  // The value is what the API receives (English); the label is the visitor's language.
  const enquiryOptions = NATURE_OF_ENQUIRY_OPTIONS.map((value) => ({ value, label: t(`enquiryOptions.${value}`) }));
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t("firstName")} required autoComplete="given-name" maxLength={CONTACT_LIMITS.name} {...field("firstName")} />
        <TextField label={t("lastName")} required autoComplete="family-name" maxLength={CONTACT_LIMITS.name} {...field("lastName")} />
      </div>
      <TextField label={t("email")} type="email" dir="ltr" required autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...field("email")} />
      <PhoneField
        label={t("phone")}
        required
        codes={dialCodes}
        code={field("countryCode")}
        number={{ ...field("phoneNumber"), maxLength: CONTACT_LIMITS.phoneNumber }}
      />
      <SelectField label={t("natureOfEnquiry")} optional placeholder={t("natureOfEnquiryPlaceholder")} options={enquiryOptions} {...field("natureOfEnquiry")} />
      <TextAreaField label={t("message")} required rows={6} maxLength={CONTACT_LIMITS.message} placeholder={t("messagePlaceholder")} {...field("message")} />
      <HoneypotField />
      <TermsConsentField {...checkbox("consent")} />
    </>
  );
});

/**
 * The Contact Us form (spec 2.5, 3, 4, 5, 8): validated in the browser with the shared schema, sent through the
 * server action to POST /api/lead, and working the same without JavaScript. Everything it says is in the page's
 * language: the schema is built with the ContactForm messages, and the action answers in the posted locale.
 * `dialCodes`: the country codes labelled in that language (server-built); English pages use the form's own list.
 */
export function ContactForm({ dialCodes = DIAL_CODE_OPTIONS }: { dialCodes?: readonly SelectOption[] }) {
  const t = useTranslations("ContactForm");
  const errors = contactErrors(t, commonErrors(useTranslations("FormErrors")));
  // The schema (and zod) is fetched when the visitor first focuses a control, and built with this page's messages.
  const [validation] = useState(() =>
    lazyZodResolver<typeof DEFAULTS, ContactFormOutput>(() => import("@/lib/schemas/contact-schema").then((m) => m.contactSchemas(errors).contactFormSchema)),
  );
  const { formRef, state, formAction, pending, field, checkbox, handleSubmit, preload } = useProgressiveForm({
    validation,
    defaults: DEFAULTS,
    action: submitContactForm,
    failureMessage: t("failure"),
    // A native post lands on this page in its own language.
    permalink: localizePath(`/contact#${FORM_ID}`, useLocale()),
  });

  const onSubmit = handleSubmit({
    onStart: () => toast.loading(t("submitting")),
    onResult: (result) => {
      if (result.status === "success") {
        toast.success(result.message ?? t("success"));
        trackFormSubmit("contact_form");
      } else {
        toast.error(result.message ?? t("failure"));
      }
    },
  });

  return (
    <form id={FORM_ID} ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={preload} noValidate aria-label={t("formLabel")} className="relative scroll-mt-28 space-y-6">
      <FormStatus state={state} />
      <LocaleField />
      <ContactFields field={field} checkbox={checkbox} dialCodes={dialCodes} />
      <SubmitButton pending={pending} pendingLabel={t("submittingLabel")}>
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
