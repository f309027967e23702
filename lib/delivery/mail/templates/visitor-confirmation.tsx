import { Heading, Text } from "@react-email/components";
import type { Field } from "../fields";
import { COLORS, EmailLayout } from "./email-layout";
import { FieldTable } from "./field-table";

export type VisitorConfirmationProps = {
  greeting: string;
  /** The form's own success message (spec section 8). */
  headline: string;
  received: string;
  fields: readonly Field[];
  nextSteps: readonly string[];
  reference: string;
};

/** To the visitor: what we received, what happens next, and that a reply reaches a person. */
export function VisitorConfirmation({ greeting, headline, received, fields, nextSteps, reference }: VisitorConfirmationProps) {
  return (
    <EmailLayout preview={headline} footer={`You receive this e-mail because this address was entered in a form on the E7 website. Reference: ${reference}`}>
      <Heading as="h1" style={{ color: COLORS.ink900, fontSize: 22, margin: "16px 0 8px" }}>{headline}</Heading>
      <Text>{greeting}</Text>
      <Text>{received}</Text>
      <FieldTable fields={fields} />
      <Heading as="h2" style={{ color: COLORS.brand600, fontSize: 17, margin: "24px 0 4px" }}>What happens next</Heading>
      {nextSteps.map((step) => (
        <Text key={step} style={{ margin: "4px 0" }}>{step}</Text>
      ))}
    </EmailLayout>
  );
}
