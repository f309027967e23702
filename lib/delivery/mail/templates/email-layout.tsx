import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** The site's look in mail clients: its ink and brand colours (app/globals.css), system fonts, one column. */
export const COLORS = {
  ink900: "#0a1630",
  ink700: "#1d3163",
  ink500: "#53699b",
  ink200: "#d6deef",
  ink50: "#f5f7fc",
  brand600: "#1d4fd8",
  brand50: "#f1f5ff",
  accent500: "#14b8a6",
} as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function EmailLayout({ preview, footer, children }: { preview: string; footer: string; children: ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.ink50, fontFamily: FONT, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${COLORS.ink200}`, borderRadius: 12, maxWidth: 600, overflow: "hidden" }}>
          <Section style={{ backgroundColor: COLORS.ink900, borderBottom: `4px solid ${COLORS.accent500}`, padding: "20px 32px" }}>
            <Text style={{ color: "#ffffff", fontSize: 22, fontWeight: 700, letterSpacing: 1, margin: 0 }}>E7</Text>
          </Section>
          <Section style={{ color: COLORS.ink700, fontSize: 15, lineHeight: "24px", padding: "8px 32px 24px" }}>{children}</Section>
          <Hr style={{ borderColor: COLORS.ink200, margin: 0 }} />
          <Section style={{ padding: "16px 32px" }}>
            <Text style={{ color: COLORS.ink500, fontSize: 12, lineHeight: "18px", margin: 0 }}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
