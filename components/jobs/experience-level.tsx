import { NOT_SPECIFIED } from "@/lib/api/mappers";
import type { Locale } from "@/lib/i18n/locales";
import { JobTerm } from "./job-term";

/**
 * A job's experience level in the page's language where it is a level job APIs use (`JobTerm`), else the API host's
 * words, marked English; when the job names none, the site's own "Not specified" in the page's language.
 */
export function ExperienceLevel({ experience, notSpecified, locale }: { experience: string; notSpecified: string; locale: Locale }) {
  return experience === NOT_SPECIFIED ? notSpecified : <JobTerm value={experience} locale={locale} />;
}
