import { Heading, Text } from "@react-email/components";
import type { Field } from "../fields";
import { COLORS, EmailLayout } from "./email-layout";
import { FieldTable } from "./field-table";

export type StaffNotificationProps = {
  heading: string;
  intro: string;
  fields: readonly Field[];
  attachments: readonly string[];
  /** A document that is not attached (too large for the mail server): where it is instead. */
  notice?: string;
  reference: string;
};

/** To sales or recruiting: everything the visitor sent, ready to answer with Reply. */
export function StaffNotification({ heading, intro, fields, attachments, notice, reference }: StaffNotificationProps) {
  return (
    <EmailLayout preview={intro} footer={`Sent by the E7 website. Reply to this e-mail to answer the sender directly. Reference: ${reference}`}>
      <Heading as="h1" style={{ color: COLORS.ink900, fontSize: 22, margin: "16px 0 8px" }}>{heading}</Heading>
      <Text>{intro}</Text>
      <FieldTable fields={fields} />
      {attachments.length > 0 && <Text>Attached: {attachments.join(", ")}</Text>}
      {notice && <Text>{notice}</Text>}
    </EmailLayout>
  );
}
