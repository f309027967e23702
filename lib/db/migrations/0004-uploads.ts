/**
 * Resumable uploads (tus, lib/uploads): a file an applicant is still sending, kept in the database so that any
 * instance can take the next chunk. `received` is the tus offset; a chunk is only appended where the last one ended
 * (lib/uploads/pg-store.ts), so two instances never interleave bytes. `owner_hash` binds the upload to the browser
 * that started it (sha256 of its cookie token), `client_key` counts its pending bytes against the rate-limit client,
 * `kind` is set once the finished bytes passed the content check. Expired rows are deleted with their chunks.
 */
export const up = `
CREATE TABLE uploads (
  id          text PRIMARY KEY,
  owner_hash  text NOT NULL,
  client_key  text NOT NULL,
  size        bigint NOT NULL CHECK (size >= 0),
  received    bigint NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= size),
  metadata    jsonb NOT NULL DEFAULT '{}'::jsonb,
  kind        text CHECK (kind IN ('pdf', 'doc', 'docx')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX uploads_created_at_idx ON uploads (created_at);
CREATE INDEX uploads_client_key_idx ON uploads (client_key);

CREATE TABLE upload_chunks (
  upload_id  text NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  start      bigint NOT NULL,
  content    bytea NOT NULL,
  PRIMARY KEY (upload_id, start)
);
`;
