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

type MailLanguage = { lang: string; dir: "ltr" | "rtl" };

type EmailLayoutProps = { preview: string; footer: ReactNode; children: ReactNode; language?: MailLanguage };

/**
 * `dir` is repeated on the body and the card because webmail (Gmail, Outlook on the web) drops the `<html>` element;
 * text alignment follows it (`start`), so an Arabic mail reads from the right in every client that keeps either.
 */
export function EmailLayout({ preview, footer, children, language = { lang: "en", dir: "ltr" } }: EmailLayoutProps) {
  const { lang, dir } = language;
  const align = dir === "rtl" ? "right" : "left";
  return (
    <Html lang={lang} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body dir={dir} style={{ backgroundColor: COLORS.ink50, fontFamily: FONT, margin: 0, padding: "24px 0", textAlign: align }}>
        <Container dir={dir} lang={lang} style={{ backgroundColor: "#ffffff", border: `1px solid ${COLORS.ink200}`, borderRadius: 12, maxWidth: 600, overflow: "hidden", textAlign: align }}>
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
