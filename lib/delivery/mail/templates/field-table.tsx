import { Column, Row, Section, Text } from "@react-email/components";
import type { Field } from "../fields";
import { COLORS } from "./email-layout";

/** Labelled values, one row each; long text (a message, a cover letter) keeps its line breaks. */
export function FieldTable({ fields }: { fields: readonly Field[] }) {
  return (
    <Section style={{ backgroundColor: COLORS.brand50, borderRadius: 8, padding: "8px 16px" }}>
      {fields.map((field) => (
        <Row key={field.label}>
          <Column style={{ color: COLORS.ink500, fontSize: 13, paddingRight: 12, verticalAlign: "top", width: 170 }}>
            <Text style={{ margin: "6px 0" }}>{field.label}</Text>
          </Column>
          <Column style={{ verticalAlign: "top" }}>
            <Text style={{ color: COLORS.ink900, margin: "6px 0", whiteSpace: "pre-wrap" }}>{field.value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
