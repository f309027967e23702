"use client";

import { memo } from "react";
import { toast } from "@/lib/toast";
import { FormStatus, HoneypotField, PhoneField, SelectField, SubmitButton, TermsConsentField, TextAreaField, TextField } from "@/components/forms";
import { trackFormSubmit } from "@/lib/analytics";
import { DIAL_CODE_OPTIONS } from "@/lib/forms/countries";
import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useProgressiveForm, type FieldKit } from "@/lib/forms/use-progressive-form";
import { CONTACT_LIMITS, CONTACT_MESSAGES, NATURE_OF_ENQUIRY_OPTIONS } from "@/lib/schemas/contact-fields";
import type { ContactFormOutput } from "@/lib/schemas/contact";
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

const ENQUIRY_OPTIONS = NATURE_OF_ENQUIRY_OPTIONS.map((value) => ({ value, label: value }));

const validation = lazyZodResolver<typeof DEFAULTS, ContactFormOutput>(() => import("@/lib/schemas/contact").then((m) => m.contactFormSchema));

/** The controls, rendered again only when one of their errors changes. */
const ContactFields = memo(function ContactFields({ field, checkbox }: FieldKit<typeof DEFAULTS>) {
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="First Name" required autoComplete="given-name" maxLength={CONTACT_LIMITS.name} {...field("firstName")} />
        <TextField label="Last Name" required autoComplete="family-name" maxLength={CONTACT_LIMITS.name} {...field("lastName")} />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...field("email")} />
      <PhoneField
        label="Contact Number"
        required
        codes={DIAL_CODE_OPTIONS}
        code={field("countryCode")}
        number={{ ...field("phoneNumber"), maxLength: CONTACT_LIMITS.phoneNumber }}
      />
      <SelectField label="Nature of Enquiry" optional placeholder="Select a topic" options={ENQUIRY_OPTIONS} {...field("natureOfEnquiry")} />
      <TextAreaField label="Message" required rows={6} maxLength={CONTACT_LIMITS.message} placeholder="How can we help?" {...field("message")} />
      <HoneypotField />
      <TermsConsentField {...checkbox("consent")} />
    </>
  );
});

/**
 * The Contact Us form (spec 2.5, 3, 4, 5, 8): validated in the browser with the shared schema, sent through the
 * server action to POST /api/lead, and working the same without JavaScript.
 */
export function ContactForm() {
  const { formRef, state, formAction, pending, field, checkbox, handleSubmit, preload } = useProgressiveForm({
    validation,
    defaults: DEFAULTS,
    action: submitContactForm,
    failureMessage: CONTACT_MESSAGES.failure,
    permalink: `/contact#${FORM_ID}`,
  });

  const onSubmit = handleSubmit({
    onStart: () => toast.loading(CONTACT_MESSAGES.submitting),
    onResult: (result) => {
      if (result.status === "success") {
        toast.success(result.message ?? CONTACT_MESSAGES.success);
        trackFormSubmit("contact_form");
      } else {
        toast.error(result.message ?? CONTACT_MESSAGES.failure);
      }
    },
  });

  return (
    <form id={FORM_ID} ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={preload} noValidate aria-label="Contact Us" className="relative scroll-mt-28 space-y-6">
      <FormStatus state={state} />
      <ContactFields field={field} checkbox={checkbox} />
      <SubmitButton pending={pending} pendingLabel="Sending Query...">
        Send Query
      </SubmitButton>
    </form>
  );
}
