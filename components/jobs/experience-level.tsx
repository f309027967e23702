import { NOT_SPECIFIED } from "@/lib/api/mappers";

/**
 * A job's experience level: the API host's words as they come (English, so marked), or, when the job names none,
 * the site's own "Not specified" in the page's language (`notSpecified`).
 */
export function ExperienceLevel({ experience, notSpecified }: { experience: string; notSpecified: string }) {
  return experience === NOT_SPECIFIED ? notSpecified : <span lang="en">{experience}</span>;
}
