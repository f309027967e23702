/**
 * The language of the pages a submission came from ('en', 'ar', 'tr'), so that the visitor's confirmation is written
 * in it and staff know which language to answer in. Rows stored before it came from English pages. No CHECK on the
 * values: a language added to the site would otherwise need a migration; the code stores only its own locales.
 */
export const up = `
ALTER TABLE demo_requests ADD COLUMN locale text NOT NULL DEFAULT 'en';
ALTER TABLE contact_queries ADD COLUMN locale text NOT NULL DEFAULT 'en';
ALTER TABLE job_applications ADD COLUMN locale text NOT NULL DEFAULT 'en';
`;
