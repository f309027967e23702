"use client";

import { memo } from "react";
import { HEAR_ABOUT_US_OPTIONS, maxGraduationYear, MIN_GRADUATION_YEAR } from "@/lib/schemas/application-fields";
import type { ApplicationFormWords } from "./application-words";
import { FormSection, SelectField, TextArea, TextField, YesNoField } from "./fields";
import { EDUCATION_LEVELS } from "./select-options";

/**
 * The graduation year's hint and error for the latest year allowed (`max`, this year when the form renders or
 * checks), from the texts the server made for the years around its own; a clock far off gets the server's year's.
 */
export const graduationTexts = ({ year, byYear }: ApplicationFormWords["graduation"], max: number) => byYear[max] ?? byYear[year]!;

/**
 * The text fields of spec section 3, grouped as an applicant thinks of them. Files and terms live in the form. A memo
 * whose one prop (the page's words) never changes: the fields render again only when the form's kit (their errors)
 * changes.
 */
export const ApplicationSections = memo(function ApplicationSections({ words }: { words: ApplicationFormWords }) {
  const L = words.labels;
  const thisYear = maxGraduationYear();
  return (
    <>
      <FormSection name="personal-information" title={words.sections.personal} description={words.sections.personalDescription}>
        <TextField name="firstName" label={L.firstName} autoComplete="given-name" maxLength={100} />
        <TextField name="lastName" label={L.lastName} autoComplete="family-name" maxLength={100} />
        <TextField name="email" label={L.email} type="email" dir="ltr" autoComplete="email" inputMode="email" className="sm:col-span-2" maxLength={254} />
        <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 sm:col-span-2">
          <TextField name="countryCode" label={L.countryCode} required="default" dir="ltr" autoComplete="tel-country-code" inputMode="tel" maxLength={5} />
          <TextField name="phoneNumber" label={L.phoneNumber} type="tel" dir="ltr" autoComplete="tel-national" inputMode="tel" hint={words.hints.phoneNumber} maxLength={20} />
        </div>
      </FormSection>

      <FormSection name="address" title={words.sections.address}>
        <TextField name="address" label={L.address} autoComplete="street-address" className="sm:col-span-2" maxLength={300} />
        <TextField name="city" label={L.city} autoComplete="address-level2" maxLength={100} />
        <TextField name="state" label={L.state} autoComplete="address-level1" maxLength={100} />
        <TextField name="country" label={L.country} autoComplete="country-name" maxLength={100} />
        <TextField name="postalCode" label={L.postalCode} autoComplete="postal-code" maxLength={20} />
      </FormSection>

      <FormSection name="work-experience" title={words.sections.experience}>
        <TextField name="currentJobTitle" label={L.currentJobTitle} autoComplete="organization-title" maxLength={150} />
        <TextField name="currentCompany" label={L.currentCompany} autoComplete="organization" maxLength={150} />
        <TextField name="totalExperience" label={L.totalExperience} type="number" inputMode="numeric" min={0} max={60} step={1} />
        <TextField name="relevantExperience" label={L.relevantExperience} type="number" inputMode="numeric" min={0} max={60} step={1} />
        <TextField name="expectedSalary" label={L.expectedSalary} type="number" inputMode="numeric" min={0} step={1} dir="ltr" hint={words.hints.expectedSalary} />
        <TextField name="noticePeriod" label={L.noticePeriod} type="number" inputMode="numeric" min={0} max={36} step={1} hint={words.hints.noticePeriod} />
        <TextField name="joiningDate" label={L.joiningDate} type="date" />
        <YesNoField name="isRelocating" legend={L.isRelocating} yes={words.yes} no={words.no} />
      </FormSection>

      <FormSection name="education" title={words.sections.education}>
        <SelectField name="highestEducation" label={L.highestEducation} options={EDUCATION_LEVELS} labels={words.education} placeholder={words.educationPlaceholder} />
        <TextField name="university" label={L.university} maxLength={200} />
        <TextField name="yearOfGraduation" label={L.yearOfGraduation} type="number" inputMode="numeric" min={MIN_GRADUATION_YEAR} max={thisYear} step={1} hint={graduationTexts(words.graduation, thisYear).hint} />
        <TextField name="fieldOfStudy" label={L.fieldOfStudy} maxLength={150} />
      </FormSection>

      <FormSection name="other-information" title={words.sections.other}>
        <SelectField name="howDidYouHearAboutUs" label={L.howDidYouHearAboutUs} options={HEAR_ABOUT_US_OPTIONS} labels={words.hearAboutUs} placeholder={words.hearAboutUsPlaceholder} className="sm:col-span-2" />
        <TextField name="portfolioWebsite" label={L.portfolioWebsite} required={false} type="url" dir="ltr" inputMode="url" autoComplete="url" placeholder="https://" maxLength={500} />
        <TextField name="linkedInProfile" label={L.linkedInProfile} required={false} type="url" dir="ltr" inputMode="url" placeholder="https://www.linkedin.com/in/…" maxLength={500} />
        <TextArea name="coverLetter" label={L.coverLetter} maxLength={5000} hint={words.hints.coverLetter} />
      </FormSection>
    </>
  );
});
