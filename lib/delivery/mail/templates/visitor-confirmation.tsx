import { Heading, Text } from "@react-email/components";
import type { ConfirmationCopy } from "../confirmation-copy";
import { COLORS, EmailLayout } from "./email-layout";
import { FieldTable } from "./field-table";

export type VisitorConfirmationProps = Omit<ConfirmationCopy, "subject">;

/**
 * To the visitor, in the language of their pages: what we received (the headline is their form's own success
 * message, spec section 8), what happens next, and that a reply reaches a person.
 */
export function VisitorConfirmation({ lang, dir, headline, greeting, received, fields, nextStepsHeading, nextSteps, footer, reference }: VisitorConfirmationProps) {
  // The reference is left to right and unbroken in every language: in an Arabic line it wrapped and reordered.
  const footerLines = (
    <>
      {footer}
      <br />
      {reference.label}{" "}
      <span dir="ltr" style={{ whiteSpace: "nowrap" }}>
        {reference.value}
      </span>
    </>
  );
  return (
    <EmailLayout preview={headline} footer={footerLines} language={{ lang, dir }}>
      <Heading as="h1" style={{ color: COLORS.ink900, fontSize: 22, margin: "16px 0 8px" }}>{headline}</Heading>
      <Text>{greeting}</Text>
      <Text>{received}</Text>
      <FieldTable fields={fields} dir={dir} />
      <Heading as="h2" style={{ color: COLORS.brand600, fontSize: 17, margin: "24px 0 4px" }}>{nextStepsHeading}</Heading>
      {nextSteps.map((step) => (
        <Text key={step} style={{ margin: "4px 0" }}>{step}</Text>
      ))}
    </EmailLayout>
  );
}
