import Link from "@/components/ui/link";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

/** The consent box's label: agreement to the site's terms and privacy policy, each linked. */
export function TermsConsentLabel() {
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
