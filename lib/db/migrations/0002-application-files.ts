/**
 * Job applications' files (resume, other document) in the database, written in the same transaction as their
 * application row: every instance of the site can read them, and an application is never stored without its files.
 * `stored_name` is the generated '<uuid>.<pdf|doc|docx>' that job_applications.resume_file / other_doc_file name.
 */
export const up = `
CREATE TABLE application_files (
  stored_name    text PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  content        bytea NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX application_files_application_id_idx ON application_files (application_id);
`;
