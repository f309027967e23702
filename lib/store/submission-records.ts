import { getDatabase, type Database, type Queryable } from "@/lib/db";

/** What staff read back (`npm run submissions`): every stored submission as flat, camel-cased records. */

export const SUBMISSION_TYPES = ["demo", "lead", "application"] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export type SubmissionRecord = Record<string, string | number | boolean | null>;

const CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Columns per type, in the order of the export (`locale`: the pages' language, 0005); casts keep both drivers' results identical (text dates, numbers). */
const QUERIES: Record<SubmissionType, string> = {
  demo: `SELECT id::text AS id, ${CREATED_AT}, company_name AS "companyName", dm_first_name AS "dmFirstName",
    dm_last_name AS "dmLastName", dm_title AS "dmTitle", email, country_code AS "countryCode",
    phone_number AS "phoneNumber", country, locale
    FROM demo_requests`,
  lead: `SELECT id::text AS id, ${CREATED_AT}, first_name AS "firstName", last_name AS "lastName", email,
    country_code AS "countryCode", phone_number AS "phoneNumber", nature_of_enquiry AS "natureOfEnquiry", message, locale
    FROM contact_queries`,
  application: `SELECT id::text AS id, ${CREATED_AT}, job_id AS "jobId", first_name AS "firstName",
    last_name AS "lastName", email, country_code AS "countryCode", phone_number AS "phoneNumber", address, city,
    state, country, postal_code AS "postalCode", current_job_title AS "currentJobTitle",
    current_company AS "currentCompany", total_experience AS "totalExperience",
    relevant_experience AS "relevantExperience", expected_salary::float8 AS "expectedSalary",
    notice_period AS "noticePeriod", joining_date::text AS "joiningDate", is_relocating AS "isRelocating",
    highest_education AS "highestEducation", university, year_of_graduation AS "yearOfGraduation",
    field_of_study AS "fieldOfStudy", how_did_you_hear_about_us AS "howDidYouHearAboutUs",
    cover_letter AS "coverLetter", portfolio_website AS "portfolioWebsite", linkedin_profile AS "linkedInProfile",
    resume_file AS "resumeFile", resume_name AS "resumeName", resume_type AS "resumeType", resume_size AS "resumeSize",
    other_doc_file AS "otherDocFile", other_doc_name AS "otherDocName", other_doc_type AS "otherDocType",
    other_doc_size AS "otherDocSize", locale
    FROM job_applications`,
};

/** Oldest first. `db` defaults to the process's database (the CLI passes its own read-only snapshot). */
export async function listSubmissions(type: SubmissionType, db?: Database): Promise<SubmissionRecord[]> {
  const { rows } = await (db ?? (await getDatabase())).query<SubmissionRecord>(`${QUERIES[type]} ORDER BY created_at, id`);
  return rows;
}

/** One submission by its id, or null. */
export async function findSubmission(type: SubmissionType, id: string, db: Queryable): Promise<SubmissionRecord | null> {
  const { rows } = await db.query<SubmissionRecord>(`${QUERIES[type]} WHERE id = $1::uuid`, [id]);
  return rows[0] ?? null;
}
