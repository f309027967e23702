import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import Link from "@/components/ui/client-link";
import { CheckboxField } from "./checkbox-field";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

/** The consent box's label: agreement to the site's terms and privacy policy, each linked. */
function TermsConsentLabel() {
  const t = useTranslations("FormFields");
  return t.rich("consent", {
    terms: (text) => (
      <Link href="/terms" className={linkClass}>
        {text}
      </Link>
    ),
    privacy: (text) => (
      <Link href="/privacy" className={linkClass}>
        {text}
      </Link>
    ),
  });
}

/** The required consent box of the contact and demo forms. */
export function TermsConsentField(props: Omit<ComponentProps<typeof CheckboxField>, "label" | "required">) {
  return <CheckboxField required label={<TermsConsentLabel />} {...props} />;
}
