/** Demo requests, contact queries (leads) and job applications with their stored files (spec section 3). */
export const up = `
CREATE TABLE demo_requests (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name  text NOT NULL,
  dm_first_name text NOT NULL,
  dm_last_name  text,
  dm_title      text,
  email         text NOT NULL,
  country_code  text NOT NULL,
  phone_number  text NOT NULL,
  country       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_queries (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  email             text NOT NULL,
  country_code      text NOT NULL,
  phone_number      text NOT NULL,
  nature_of_enquiry text,
  message           text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE job_applications (
  id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id                    text NOT NULL,
  first_name                text NOT NULL,
  last_name                 text NOT NULL,
  email                     text NOT NULL,
  country_code              text NOT NULL,
  phone_number              text NOT NULL,
  address                   text NOT NULL,
  city                      text NOT NULL,
  state                     text NOT NULL,
  country                   text NOT NULL,
  postal_code               text NOT NULL,
  current_job_title         text NOT NULL,
  current_company           text NOT NULL,
  total_experience          integer NOT NULL CHECK (total_experience >= 0),
  relevant_experience       integer NOT NULL CHECK (relevant_experience >= 0),
  expected_salary           bigint NOT NULL CHECK (expected_salary >= 0),
  notice_period             integer NOT NULL CHECK (notice_period >= 0),
  joining_date              date NOT NULL,
  is_relocating             boolean NOT NULL,
  highest_education         text NOT NULL,
  university                text NOT NULL,
  year_of_graduation        integer NOT NULL,
  field_of_study            text NOT NULL,
  how_did_you_hear_about_us text NOT NULL,
  cover_letter              text NOT NULL,
  portfolio_website         text,
  linkedin_profile          text,
  resume_file               text NOT NULL,
  resume_name               text NOT NULL,
  resume_type               text NOT NULL,
  resume_size               integer NOT NULL,
  other_doc_file            text,
  other_doc_name            text,
  other_doc_type            text,
  other_doc_size            integer,
  created_at                timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX demo_requests_created_at_idx ON demo_requests (created_at);
CREATE INDEX contact_queries_created_at_idx ON contact_queries (created_at);
CREATE INDEX job_applications_created_at_idx ON job_applications (created_at);
CREATE INDEX job_applications_job_id_idx ON job_applications (job_id);
`;
