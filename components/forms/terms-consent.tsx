import type { ComponentProps } from "react";
import Link from "@/components/ui/link";
import { CheckboxField } from "./checkbox-field";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

/** The consent box's label: agreement to the site's terms and privacy policy, each linked. */
function TermsConsentLabel() {
  return (
    <>
      I agree to the{" "}
      <Link href="/terms" className={linkClass}>
        Terms and Conditions
      </Link>{" "}
      and the{" "}
      <Link href="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </>
  );
}

/** The required consent box of the contact and demo forms. */
export function TermsConsentField(props: Omit<ComponentProps<typeof CheckboxField>, "label" | "required">) {
  return <CheckboxField required label={<TermsConsentLabel />} {...props} />;
}
