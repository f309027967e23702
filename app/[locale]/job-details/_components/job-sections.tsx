import { useTranslations } from "@/lib/i18n/server-hooks";
import { ExperienceLevel } from "@/components/jobs/experience-level";
import type { ReactNode } from "react";
import type { Job } from "@/lib/api/types";
import { Salary } from "@/components/jobs/money";
import { salaryParts } from "@/lib/format/salary";
import type { Locale } from "@/lib/i18n/locales";
import { jobDegree, paragraphs } from "@/lib/jobs/display";

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

/** The job's own items (from the API host, in English); `empty` is the page's sentence for a missing list. */
function BulletList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-ink-600">{empty}</p>;
  return (
    // On paper the drawn dots (a background, which printing leaves out) give way to the list's own bullets.
    <ul lang="en" dir="auto" className="space-y-2.5 print:list-disc print:ps-5">
      {items.map((item, i) => (
        <li key={i} className="relative ps-6 before:absolute before:top-[0.65em] before:start-1 before:size-1.5 before:rounded-full before:bg-brand-500 print:ps-0 print:before:hidden">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The seven sections of spec 2.20; list fields render as lists. */
export function JobSections({ job, locale }: { job: Job; locale: Locale }) {
  const t = useTranslations("JobDetails");
  const description = paragraphs(job.description);
  const degree = jobDegree(job);
  const competitive = salaryParts(job, locale) === null;
  const period = job.salaryPeriod === "monthly" ? t("perMonth") : job.salaryPeriod === "hourly" ? t("perHour") : t("perYear");
  return (
    <div className="space-y-10">
      <Section id="job-description" title={t("description")}>
        {description.length ? (
          <div lang="en" dir="auto" className="space-y-4">
            {description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : (
          <p className="text-ink-600">{t("descriptionEmpty")}</p>
        )}
      </Section>
      <Section id="key-responsibilities" title={t("responsibilities")}>
        <BulletList items={job.keyResponsibilities} empty={t("responsibilitiesEmpty")} />
      </Section>
      <Section id="required-skills" title={t("skills")}>
        <BulletList items={job.requiredSkills} empty={t("skillsEmpty")} />
      </Section>
      <Section id="required-qualifications" title={t("requiredQualifications")}>
        <BulletList items={job.requiredQualifications} empty={t("requiredQualificationsEmpty")} />
      </Section>
      <Section id="preferred-qualifications" title={t("preferredQualifications")}>
        <BulletList items={job.preferredQualifications} empty={t("preferredQualificationsEmpty")} />
      </Section>
      <Section id="experience-education" title={t("experienceEducation")}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-ink-50 p-4">
            <dt className="text-sm font-medium text-ink-600">{t("experienceLevel")}</dt>
            <dd className="mt-1 font-semibold text-ink-900">
              <ExperienceLevel experience={job.experience} notSpecified={t("notSpecified")} locale={locale} />
            </dd>
          </div>
          <div className="rounded-xl bg-ink-50 p-4">
            <dt className="text-sm font-medium text-ink-600">{t("education")}</dt>
            <dd className="mt-1 font-semibold text-ink-900">{degree ? <span lang="en">{degree}</span> : t("notSpecified")}</dd>
          </div>
        </dl>
      </Section>
      <Section id="compensation-benefits" title={t("compensation")}>
        <p>
          <span className="font-semibold text-ink-900">
            <Salary salary={job} locale={locale} withPeriod={false} />
          </span>
          {competitive ? <span>{t("competitiveNote")}</span> : <span> {period}</span>}
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
