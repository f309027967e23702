import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import { Money } from "@/components/jobs/money";
import { jobDegree, paragraphs, SALARY_PERIOD_WORDS } from "@/lib/jobs/display";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-ink-100 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 text-[1.0625rem] leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

function BulletList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-ink-600">{empty}</p>;
  return (
    <ul className="space-y-2.5">
      {items.map((item, i) => (
        <li key={i} className="relative pl-6 before:absolute before:top-[0.65em] before:left-1 before:size-1.5 before:rounded-full before:bg-brand-500">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The seven sections of spec 2.20; list fields render as lists. */
export function JobSections({ job }: { job: Job }) {
  const description = paragraphs(job.description);
  return (
    <div className="space-y-10">
      <Section id="job-description" title="Job Description">
        {description.length ? (
          <div className="space-y-4">
            {description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : (
          <p className="text-ink-600">The hiring team will share the full description during your first conversation.</p>
        )}
      </Section>
      <Section id="key-responsibilities" title="Key Responsibilities">
        <BulletList items={job.keyResponsibilities} empty="Responsibilities will be discussed during the interview process." />
      </Section>
      <Section id="required-skills" title="Required Skills">
        <BulletList items={job.requiredSkills} empty="No specific skills are listed for this role." />
      </Section>
      <Section id="required-qualifications" title="Required Qualifications">
        <BulletList items={job.requiredQualifications} empty="No formal qualifications are required for this role." />
      </Section>
      <Section id="preferred-qualifications" title="Preferred Qualifications">
        <BulletList items={job.preferredQualifications} empty="No additional qualifications are listed for this role." />
      </Section>
      <Section id="experience-education" title="Experience & Education">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-ink-50 p-4">
            <dt className="text-sm font-medium text-ink-600">Experience level</dt>
            <dd className="mt-1 font-semibold text-ink-900">{job.experience}</dd>
          </div>
          <div className="rounded-xl bg-ink-50 p-4">
            <dt className="text-sm font-medium text-ink-600">Education</dt>
            <dd className="mt-1 font-semibold text-ink-900">{jobDegree(job)}</dd>
          </div>
        </dl>
      </Section>
      <Section id="compensation-benefits" title="Compensation & Benefits">
        <p>
          <span className="font-semibold text-ink-900">
            <Money text={job.salaryRange} />
          </span>
          {job.salaryRange !== "Competitive" ? <span> {SALARY_PERIOD_WORDS[job.salaryPeriod]}</span> : null}
          {job.salaryRange === "Competitive" ? <span>: salary is discussed with shortlisted candidates.</span> : null}
        </p>
        {job.additionalCompensation.length ? (
          <div className="mt-4">
            <BulletList items={job.additionalCompensation} empty="" />
          </div>
        ) : null}
      </Section>
    </div>
  );
}
