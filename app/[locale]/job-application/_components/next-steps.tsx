import { useTranslations } from "@/lib/i18n/server-hooks";
import Link from "@/components/ui/link";
import { site } from "@/content/site";

const STEPS = ["read", "conversation", "exercise", "team"] as const;

/** What happens after submitting, beside the form on wide screens and after it on phones. */
export function NextSteps() {
  const t = useTranslations("JobApplicationPage");
  const steps = STEPS.map((step) => ({ title: t(`steps.${step}.title`), text: t(`steps.${step}.text`) }));
  return (
    <aside aria-labelledby="next-steps" className="lg:sticky lg:top-24 lg:self-start">
      <div className="card">
        <h2 id="next-steps" className="text-lg font-semibold">
          {t("nextSteps")}
        </h2>
        <ol className="mt-4 space-y-4">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-ink-900">{step.title}</p>
                <p className="mt-0.5 text-sm text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 border-t border-ink-100 pt-4 text-sm text-ink-600">
          {t.rich("questions", {
            email: () => (
              <a href={`mailto:${site.careersEmail}`} dir="ltr" className="btn-link inline text-sm">
                {site.careersEmail}
              </a>
            ),
          })}
        </p>
      </div>
      <div className="mt-4 rounded-card border border-ink-100 bg-white p-5 text-sm text-ink-700">
        <p className="font-semibold text-ink-900">{t("productTitle")}</p>
        <p className="mt-1">{t("productText")}</p>
        <Link href="/request-demo" className="btn-link mt-2 text-sm">
          {t("productCta")}
        </Link>
      </div>
    </aside>
  );
}
