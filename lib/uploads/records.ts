import type { Queryable } from "@/lib/db";
import type { DocumentKind } from "@/lib/store/file-types";

/** Reads and writes of `uploads` beyond the tus DataStore: ownership, pending bytes, the finished file. */

/** How long an upload lives (tus expiration): abandoned ones are deleted after it, finished or not. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The ids the tus server gives (Uid.rand: 16 random bytes, hex). Anything else is never looked up. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

const LIVE = `created_at >= now() - make_interval(secs => ${UPLOAD_EXPIRY_MS / 1000})`;

export async function uploadOwnerHash(db: Queryable, id: string): Promise<string | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const { rows } = await db.query<{ owner_hash: string }>(`SELECT owner_hash FROM uploads WHERE id = $1 AND ${LIVE}`, [id]);
  return rows[0]?.owner_hash ?? null;
}

/** Bytes a client has in live uploads that are not yet part of an application. */
export async function pendingBytes(db: Queryable, clientKey: string): Promise<number> {
  const { rows } = await db.query<{ total: string | number | null }>(`SELECT sum(size) AS total FROM uploads WHERE client_key = $1 AND used_at IS NULL AND ${LIVE}`, [clientKey]);
  return Number(rows[0]?.total ?? 0);
}

/** All of an upload's bytes, in order. */
export async function uploadBytes(db: Queryable, id: string): Promise<Buffer> {
  const { rows } = await db.query<{ content: Uint8Array }>("SELECT content FROM upload_chunks WHERE upload_id = $1 ORDER BY start", [id]);
  // node-postgres gives Buffers, PGlite Uint8Arrays.
  return Buffer.concat(rows.map((r) => Buffer.from(r.content.buffer, r.content.byteOffset, r.content.byteLength)));
}

export async function markChecked(db: Queryable, id: string, kind: DocumentKind): Promise<void> {
  await db.query("UPDATE uploads SET kind = $2 WHERE id = $1", [id, kind]);
}

/** A finished, content-checked, live upload of this owner, as the application needs it; null otherwise. */
export type FinishedUpload = { id: string; name: string; type: string; size: number };

export async function finishedUpload(db: Queryable, id: string, owner: string): Promise<FinishedUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const { rows } = await db.query<{ size: string | number; metadata: Record<string, string | null> }>(
    `SELECT size, metadata FROM uploads WHERE id = $1 AND owner_hash = $2 AND kind IS NOT NULL AND received = size AND used_at IS NULL AND ${LIVE}`,
    [id, owner],
  );
  const row = rows[0];
  if (!row) return null;
  return { id, name: row.metadata.filename ?? "", type: row.metadata.filetype ?? "", size: Number(row.size) };
}

/** Whether this owner's upload went with an application already (it is kept, without its bytes, until it expires). */
export async function isUsedUpload(db: Queryable, id: string, owner: string): Promise<boolean> {
  if (!UPLOAD_ID.test(id)) return false;
  const { rows } = await db.query(`SELECT id FROM uploads WHERE id = $1 AND owner_hash = $2 AND used_at IS NOT NULL AND ${LIVE}`, [id, owner]);
  return rows.length > 0;
}

/**
 * Marks uploads that became part of an application as used and drops their bytes, in the caller's transaction. Throws
 * when one is gone, used or not this owner's (a second submit racing the first): the transaction then stores nothing.
 * The row stays until it expires, so the browser that sent it still finds it finished (tus HEAD) after a reload: the
 * form it sends again after a lost answer names the same upload and is recognised as a repeat (lib/forms/submission-key.ts).
 */
export async function consumeUploads(tx: Queryable, ids: readonly string[], owner: string): Promise<void> {
  for (const id of ids) {
    const { rows } = await tx.query(
      "UPDATE uploads SET used_at = now() WHERE id = $1 AND owner_hash = $2 AND kind IS NOT NULL AND used_at IS NULL RETURNING id",
      [id, owner],
    );
    if (!rows[0]) throw new Error(`Upload ${id} was already used or removed`);
    await tx.query("DELETE FROM upload_chunks WHERE upload_id = $1", [id]);
  }
}
