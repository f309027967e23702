"use client";

import { memo, useState } from "react";
import { toast } from "@/lib/toast";
import { FieldWordsProvider, FormStatus, HoneypotField, LocaleField, PhoneField, SelectField, SentNote, SubmitButton, TermsConsentField, TextAreaField, TextField, type SelectOption } from "@/components/forms";
import { trackFormSubmit } from "@/lib/analytics";
import { DIAL_CODE_OPTIONS } from "@/lib/forms/countries";
import { sentAnchor } from "@/lib/forms/action-state";
import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useProgressiveForm, type FieldKit } from "@/lib/forms/use-progressive-form";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";
import { CONTACT_LIMITS } from "@/lib/schemas/contact-fields";
import type { ContactFormOutput } from "@/lib/schemas/contact-schema";
import { submitContactForm } from "./actions";
import type { ContactFormWords } from "./contact-words";

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

type ContactFieldsProps = FieldKit<typeof DEFAULTS> & { dialCodes: readonly SelectOption[]; words: ContactFormWords };

/** The controls, rendered again only when one of their errors changes. */
const ContactFields = memo(function ContactFields({ field, checkbox, dialCodes, words }: ContactFieldsProps) {
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={words.firstName} required autoComplete="given-name" maxLength={CONTACT_LIMITS.name} {...field("firstName")} />
        <TextField label={words.lastName} required autoComplete="family-name" maxLength={CONTACT_LIMITS.name} {...field("lastName")} />
      </div>
      <TextField label={words.email} type="email" dir="ltr" required autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...field("email")} />
      <PhoneField
        label={words.phone}
        required
        codes={dialCodes}
        code={field("countryCode")}
        number={{ ...field("phoneNumber"), maxLength: CONTACT_LIMITS.phoneNumber }}
      />
      <SelectField label={words.natureOfEnquiry} optional placeholder={words.natureOfEnquiryPlaceholder} options={words.enquiryOptions} {...field("natureOfEnquiry")} />
      <TextAreaField label={words.message} required rows={6} maxLength={CONTACT_LIMITS.message} placeholder={words.messagePlaceholder} {...field("message")} />
      <HoneypotField />
      <TermsConsentField {...checkbox("consent")} />
    </>
  );
});

/**
 * The Contact Us form (spec 2.5, 3, 4, 5, 8): validated in the browser with the shared schema, sent through the
 * server action to POST /api/lead, and working the same without JavaScript. Everything it says is in the page's
 * language, translated on the server (`words`, ./contact-words.ts): the schema is built with the messages its server
 * action answers with, and the action answers in the posted locale. `dialCodes`: the country codes labelled in that
 * language (server-built); English pages use the form's own list.
 */
export function ContactForm({ words, dialCodes = DIAL_CODE_OPTIONS }: { words: ContactFormWords; dialCodes?: readonly SelectOption[] }) {
  // The schema (and zod) is fetched when the visitor first focuses a control, and built with this page's messages.
  const [validation] = useState(() =>
    lazyZodResolver<typeof DEFAULTS, ContactFormOutput>(() => import("@/lib/schemas/contact-schema").then((m) => m.contactSchemas(words.errors).contactFormSchema)),
  );
  const { formRef, state, formAction, pending, field, checkbox, handleSubmit, preload } = useProgressiveForm({
    validation,
    defaults: DEFAULTS,
    action: submitContactForm,
    failureMessage: words.failure,
    notSentMessage: words.notSent,
    returnWords: words.back,
    // A native post lands on this page in its own language.
    permalink: localizePath(`/contact#${FORM_ID}`, useClientLocale()),
    // Given back after a visit to the terms or the privacy policy (linked from the consent box) and Back.
    draftKey: "contact",
  });

  const onSubmit = handleSubmit({
    onStart: () => toast.loading(words.submitting),
    onResult: (result) => {
      if (result.status === "success") {
        toast.success(result.message ?? words.success, FORM_ID);
        trackFormSubmit("contact_form");
      } else {
        toast.error(result.message ?? words.failure, FORM_ID);
      }
    },
  });

  return (
    <form id={FORM_ID} ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={preload} noValidate aria-label={words.formLabel} className="relative scroll-mt-28 space-y-6">
      <FormStatus state={state} />
      <SentNote id={sentAnchor("contact")} message={words.success} />
      <LocaleField />
      <FieldWordsProvider words={words.fields}>
        <ContactFields field={field} checkbox={checkbox} dialCodes={dialCodes} words={words} />
      </FieldWordsProvider>
      <SubmitButton pending={pending} pendingLabel={words.submittingLabel}>
        {words.submit}
      </SubmitButton>
    </form>
  );
}
