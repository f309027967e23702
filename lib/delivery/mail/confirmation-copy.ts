import { countryLists } from "@/lib/forms/localized-countries";
import { formTranslator } from "@/lib/forms/server-messages";
import { localeDirection, localeOrDefault, type Locale } from "@/lib/i18n/locales";
import { NATURE_OF_ENQUIRY_OPTIONS } from "@/lib/schemas/contact-fields";
import type { LoadedSubmission } from "../submission-view";
import { firstName, submissionValues, text, type Field, type FieldKey } from "./fields";
import { isolate, markedForSubject } from "./bidi-marks";
import { headerText } from "./header-safety";

/**
 * The visitor's confirmation in the language of the pages they used (stored with the submission): its headline is
 * their form's own success message (spec section 8, word for word in English), the rest is the ConfirmationMail
 * namespace of the forms' messages. Values are shown as the visitor gave them, except the country and the nature of
 * enquiry, which the form stores as English option values and showed them in their language.
 */

export type ConfirmationCopy = {
  lang: Locale;
  dir: "ltr" | "rtl";
  subject: string;
  headline: string;
  greeting: string;
  received: string;
  fields: Field[];
  nextStepsHeading: string;
  nextSteps: string[];
  footer: string;
  /** "Reference:" and the submission's type/id, which the template keeps on one line. */
  reference: { label: string; value: string };
};

/** The fields a confirmation repeats (an application's are the position and how to reach the applicant). */
const SHOWN = {
  demo: ["company", "name", "title", "email", "phone", "country"],
  lead: ["name", "email", "phone", "natureOfEnquiry", "message"],
  application: ["position", "name", "email", "phone"],
} as const satisfies Record<LoadedSubmission["type"], readonly FieldKey[]>;

/** The form whose success message (spec section 8) is the headline. */
const SUCCESS_FROM = { demo: "DemoForm", lead: "ContactForm", application: "JobApplicationForm" } as const;

/** Where its copy lives (content/messages/forms). */
const COPY = { namespace: "ConfirmationMail" } as const;

type ShownKey = (typeof SHOWN)[keyof typeof SHOWN][number];

const isShown = (type: LoadedSubmission["type"], key: FieldKey): key is ShownKey => (SHOWN[type] as readonly FieldKey[]).includes(key);

const LIST_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، ", tr: ", " };

async function localValue(key: FieldKey, value: string, locale: Locale): Promise<string> {
  if (locale === "en") return value;
  if (key === "country") return countryLists(locale)?.countries.find((option) => option.value === value)?.label ?? value;
  const option = NATURE_OF_ENQUIRY_OPTIONS.find((o) => o === value);
  if (key === "natureOfEnquiry" && option) return (await formTranslator(locale, "ContactForm"))(`enquiryOptions.${option}`);
  return value;
}

export async function confirmationCopy(s: LoadedSubmission): Promise<ConfirmationCopy> {
  const locale = localeOrDefault(s.record.locale);
  const t = await formTranslator(locale, COPY.namespace);
  const dir = localeDirection(locale);
  const fields: Field[] = [];
  for (const { key, value } of submissionValues(s)) {
    if (isShown(s.type, key)) fields.push({ label: t(`labels.${key}`), value: isolate(await localValue(key, value, locale), dir) });
  }
  const job = s.jobTitle ?? text(s.record.jobId);
  const files = s.documents.map((d) => isolate(d.filename, dir)).join(LIST_SEPARATOR[locale]);
  const byType =
    s.type === "demo"
      ? { subject: t("demo.subject"), received: t("demo.received"), nextSteps: [t("demo.nextSteps.contact"), t("demo.nextSteps.reply")], fields }
      : s.type === "lead"
        ? { subject: t("lead.subject"), received: t("lead.received"), nextSteps: [t("lead.nextSteps.answer"), t("lead.nextSteps.reply")], fields }
        : {
            subject: headerText(t("application.subject", { job: markedForSubject(job, dir) }), 200),
            received: t("application.received", { job: isolate(job, dir) }),
            nextSteps: [t("application.nextSteps.review"), t("application.nextSteps.reply")],
            fields: [...fields, { label: t("labels.documents"), value: files }],
          };
  return {
    ...byType,
    lang: locale,
    dir,
    headline: (await formTranslator(locale, SUCCESS_FROM[s.type]))("success"),
    greeting: t("greeting", { name: firstName(s) }),
    nextStepsHeading: t("nextStepsHeading"),
    footer: t("footer"),
    reference: { label: t("reference"), value: `${s.type}/${text(s.record.id)}` },
  };
}
