import type { CommonErrors } from "@/lib/forms/field-rules";
import type { Translator } from "@/lib/forms/translator";

/**
 * The demo request form's limits and messages, without zod: the form imports them with the page, the schema
 * (demo-schema.ts) loads on first use. The messages are DemoForm's, in the visitor's language, built on the server
 * and handed to the form as data.
 */

export const DEMO_LIMITS = { companyName: 200, name: 100, dmTitle: 150, email: 254, countryCode: 5, phoneNumber: 30, country: 100 } as const;

export type DemoLimit = (typeof DEMO_LIMITS)[keyof typeof DEMO_LIMITS];

/** Where the form's messages live (content/messages/forms): the server's translator asks for it. */
export const DEMO_MESSAGES = { namespace: "DemoForm" } as const;

export type DemoErrors = CommonErrors<DemoLimit> & {
  companyName: string;
  dmFirstName: string;
  email: string;
  emailFormat: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  consent: string;
};

/** The demo schema's messages in the translator's language (the server action's, and the form's in the browser). */
export const demoErrors = (t: Translator<"DemoForm">, common: CommonErrors<DemoLimit>): DemoErrors => ({
  ...common,
  companyName: t("errors.companyName"),
  dmFirstName: t("errors.dmFirstName"),
  email: t("errors.email"),
  emailFormat: t("errors.emailFormat"),
  countryCode: t("errors.countryCode"),
  phoneNumber: t("errors.phoneNumber"),
  country: t("errors.country"),
  consent: t("errors.consent"),
});
