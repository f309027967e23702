"use client";

import { memo } from "react";
import { toast } from "@/lib/toast";
import { FormStatus, HoneypotField, PhoneField, SelectField, SubmitButton, TermsConsentField, TextField } from "@/components/forms";
import { trackFormSubmit } from "@/lib/analytics";
import { COUNTRY_OPTIONS, DIAL_CODE_OPTIONS } from "@/lib/forms/countries";
import { DEFAULT_COUNTRY_CODE } from "@/lib/forms/field-rules";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useProgressiveForm, type FieldKit } from "@/lib/forms/use-progressive-form";
import { DEMO_LIMITS, DEMO_MESSAGES } from "@/lib/schemas/demo-fields";
import type { DemoFormOutput } from "@/lib/schemas/demo";
import { submitDemoForm } from "./actions";

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

/** The shared schema, fetched with zod when the visitor first focuses a control. */
const validation = lazyZodResolver<typeof DEFAULTS, DemoFormOutput>(() => import("@/lib/schemas/demo").then((m) => m.demoFormSchema));

/** The controls, rendered again only when one of their errors changes. */
const DemoFields = memo(function DemoFields({ field, checkbox }: FieldKit<typeof DEFAULTS>) {
  return (
    <>
      <TextField label="Company Name" required autoComplete="organization" maxLength={DEMO_LIMITS.companyName} {...field("companyName")} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Decision Maker's First Name" required autoComplete="given-name" maxLength={DEMO_LIMITS.name} {...field("dmFirstName")} />
        <TextField label="Decision Maker's Last Name" optional autoComplete="family-name" maxLength={DEMO_LIMITS.name} {...field("dmLastName")} />
      </div>
      <TextField label="Job Title" optional autoComplete="organization-title" maxLength={DEMO_LIMITS.dmTitle} {...field("dmTitle")} />
      <TextField label="Business Email" type="email" required autoComplete="email" inputMode="email" maxLength={DEMO_LIMITS.email} {...field("email")} />
      <PhoneField
        label="Phone Number"
        required
        codes={DIAL_CODE_OPTIONS}
        code={field("countryCode")}
        number={{ ...field("phoneNumber"), maxLength: DEMO_LIMITS.phoneNumber }}
      />
      <SelectField label="Country" required autoComplete="country-name" placeholder="Select a country" options={COUNTRY_OPTIONS} {...field("country")} />
      <HoneypotField />
      <TermsConsentField {...checkbox("consent")} />
    </>
  );
});

/**
 * The demo request form (spec 2.6, 3, 4, 5, 8): validated in the browser with the shared schema (the first error,
 * in the spec's order, is also toasted), sent through the server action to POST /api/demo, and working the same
 * without JavaScript.
 */
export function DemoForm() {
  const { formRef, state, formAction, pending, field, checkbox, handleSubmit, preload } = useProgressiveForm({
    validation,
    defaults: DEFAULTS,
    action: submitDemoForm,
    failureMessage: DEMO_MESSAGES.failure,
    permalink: `/request-demo#${FORM_ID}`,
  });

  const onSubmit = handleSubmit({
    onResult: (result) => {
      if (result.status === "success") {
        toast.success(result.message ?? DEMO_MESSAGES.success);
        trackFormSubmit("demo_request");
      } else {
        toast.error(result.message ?? DEMO_MESSAGES.failure);
      }
    },
    onInvalid: (message) => {
      if (message) toast.error(message);
    },
  });

  return (
    <form id={FORM_ID} ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={preload} noValidate aria-label="Request a Demo" className="relative scroll-mt-28 space-y-6">
      <FormStatus state={state} />
      <DemoFields field={field} checkbox={checkbox} />
      <SubmitButton pending={pending} pendingLabel="Submitting...">
        Request Demo
      </SubmitButton>
    </form>
  );
}
