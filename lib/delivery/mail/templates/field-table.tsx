import { Column, Row, Section, Text } from "@react-email/components";
import type { Field } from "../fields";
import { COLORS } from "./email-layout";

/**
 * Labelled values, one row each; long text (a message, a cover letter) keeps its line breaks. Each value is isolated
 * with its own direction (`dir="auto"`), so a phone number or an English name keeps its order in an Arabic mail; the
 * gap between the columns is on the label's inner side.
 */
export function FieldTable({ fields, dir = "ltr" }: { fields: readonly Field[]; dir?: "ltr" | "rtl" }) {
  return (
    <Section style={{ backgroundColor: COLORS.brand50, borderRadius: 8, padding: "8px 16px" }}>
      {fields.map((field) => (
        <Row key={field.label}>
          <Column style={{ color: COLORS.ink500, fontSize: 13, [dir === "rtl" ? "paddingLeft" : "paddingRight"]: 12, verticalAlign: "top", width: "34%" }}>
            <Text style={{ margin: "6px 0" }}>{field.label}</Text>
          </Column>
          <Column style={{ verticalAlign: "top" }}>
            <Text style={{ color: COLORS.ink900, margin: "6px 0", whiteSpace: "pre-wrap" }}>
              <span dir="auto">{field.value}</span>
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
