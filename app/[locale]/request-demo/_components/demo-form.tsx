"use client";

import { memo, useState } from "react";
import { toast } from "@/lib/toast";
import { FieldWordsProvider, FormStatus, HoneypotField, LocaleField, PhoneField, SelectField, SentNote, SubmitButton, TermsConsentField, TextField } from "@/components/forms";
import { trackFormSubmit } from "@/lib/analytics";
import { COUNTRY_OPTIONS, DIAL_CODE_OPTIONS } from "@/lib/forms/countries";
import { sentAnchor } from "@/lib/forms/action-state";
import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { CountryLists } from "@/lib/forms/localized-countries";
import { useProgressiveForm, type FieldKit } from "@/lib/forms/use-progressive-form";
import { useClientLocale } from "@/lib/i18n/locale-context";
import { localizePath } from "@/lib/i18n/paths";
import { DEMO_LIMITS } from "@/lib/schemas/demo-fields";
import type { DemoFormOutput } from "@/lib/schemas/demo-schema";
import { submitDemoForm } from "./actions";
import type { DemoFormWords } from "./demo-words";

const FORM_ID = "demo-form";

/** The empty form, in the spec's order of checks (section 5), which is also the page order. */
const DEFAULTS = {
  companyName: "",
  dmFirstName: "",
  dmLastName: "",
  dmTitle: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: "",
  country: "",
  consent: false,
};

const ENGLISH_LISTS: CountryLists = { countries: COUNTRY_OPTIONS, dialCodes: DIAL_CODE_OPTIONS };

/** The controls, rendered again only when one of their errors changes. */
const DemoFields = memo(function DemoFields({ field, checkbox, lists, words }: FieldKit<typeof DEFAULTS> & { lists: CountryLists; words: DemoFormWords }) {
  return (
    <>
      <TextField label={words.companyName} required autoComplete="organization" maxLength={DEMO_LIMITS.companyName} {...field("companyName")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={words.dmFirstName} required autoComplete="given-name" maxLength={DEMO_LIMITS.name} {...field("dmFirstName")} />
        <TextField label={words.dmLastName} optional autoComplete="family-name" maxLength={DEMO_LIMITS.name} {...field("dmLastName")} />
      </div>
      <TextField label={words.dmTitle} optional autoComplete="organization-title" maxLength={DEMO_LIMITS.dmTitle} {...field("dmTitle")} />
      <TextField label={words.email} type="email" dir="ltr" required autoComplete="email" inputMode="email" maxLength={DEMO_LIMITS.email} {...field("email")} />
      <PhoneField
        label={words.phone}
        required
        codes={lists.dialCodes}
        code={field("countryCode")}
        number={{ ...field("phoneNumber"), maxLength: DEMO_LIMITS.phoneNumber }}
      />
      <SelectField label={words.country} required autoComplete="country-name" placeholder={words.countryPlaceholder} options={lists.countries} {...field("country")} />
      <HoneypotField />
      <TermsConsentField {...checkbox("consent")} />
    </>
  );
});

/**
 * The demo request form (spec 2.6, 3, 4, 5, 8): validated in the browser with the shared schema (the first error,
 * in the spec's order, is also toasted), sent through the server action to POST /api/demo, and working the same
 * without JavaScript. Everything it says is in the page's language, translated on the server (`words`,
 * ./demo-words.ts): the schema is built with the messages its server action answers with, and the action answers in
 * the posted locale. `lists`: the countries labelled in that language (server-built); English pages use the form's
 * own lists.
 */
export function DemoForm({ words, lists = ENGLISH_LISTS }: { words: DemoFormWords; lists?: CountryLists }) {
  // The schema (and zod) is fetched when the visitor first focuses a control, and built with this page's messages.
  const [validation] = useState(() =>
    lazyZodResolver<typeof DEFAULTS, DemoFormOutput>(() => import("@/lib/schemas/demo-schema").then((m) => m.demoSchemas(words.errors).demoFormSchema)),
  );
  const { formRef, state, formAction, pending, field, checkbox, handleSubmit, preload } = useProgressiveForm({
    validation,
    defaults: DEFAULTS,
    action: submitDemoForm,
    failureMessage: words.failure,
    notSentMessage: words.notSent,
    returnWords: words.back,
    // A native post lands on this page in its own language.
    permalink: localizePath(`/request-demo#${FORM_ID}`, useClientLocale()),
    // Given back after a visit to the terms or the privacy policy (linked from the consent box) and Back.
    draftKey: "request-demo",
  });

  const onSubmit = handleSubmit({
    onResult: (result) => {
      if (result.status === "success") {
        toast.success(result.message ?? words.success, FORM_ID);
        trackFormSubmit("demo_request");
      } else {
        toast.error(result.message ?? words.failure, FORM_ID);
      }
    },
    onInvalid: (message) => {
      if (message) toast.error(message);
    },
  });

  return (
    <form id={FORM_ID} ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={preload} noValidate aria-label={words.formLabel} className="relative scroll-mt-28 space-y-6">
      <FormStatus state={state} />
      <SentNote id={sentAnchor("demo")} message={words.success} />
      <LocaleField />
      <FieldWordsProvider words={words.fields}>
        <DemoFields field={field} checkbox={checkbox} lists={lists} words={words} />
      </FieldWordsProvider>
      <SubmitButton pending={pending} pendingLabel={words.submittingLabel}>
        {words.submit}
      </SubmitButton>
    </form>
  );
}
