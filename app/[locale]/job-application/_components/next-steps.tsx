import Link from "@/components/ui/link";
import { site } from "@/content/site";

const STEPS = [
  { title: "We read every application", text: "Our talent team reviews your resume and replies to everyone, whatever the outcome." },
  { title: "A first conversation", text: "Thirty minutes with our talent team, then an interview with the hiring manager." },
  { title: "A practical exercise", text: "A task or technical discussion that mirrors the work of the role." },
  { title: "Meet the team", text: "A final conversation with the people you would work with, then an offer." },
];

/** What happens after submitting, beside the form on wide screens and after it on phones. */
export function NextSteps() {
  return (
    <aside aria-labelledby="next-steps" className="lg:sticky lg:top-24 lg:self-start">
      <div className="card">
        <h2 id="next-steps" className="text-lg font-semibold">
          What happens next
        </h2>
        <ol className="mt-4 space-y-4">
          {STEPS.map((step, i) => (
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
          Questions about this role? Write to{" "}
          <a href={`mailto:${site.careersEmail}`} className="btn-link inline text-sm">
            {site.careersEmail}
          </a>
          .
        </p>
      </div>
      <div className="mt-4 rounded-card border border-ink-100 bg-white p-5 text-sm text-ink-700">
        <p className="font-semibold text-ink-900">Curious about the product?</p>
        <p className="mt-1">See how Blindspot protects sensitive files before your interview.</p>
        <Link href="/request-demo" className="btn-link mt-2 text-sm">
          Get a Demo
        </Link>
      </div>
    </aside>
  );
}
