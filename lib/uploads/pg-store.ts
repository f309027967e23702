import type { Readable } from "node:stream";
import { DataStore, ERRORS, Upload } from "@tus/utils";
import type { Database, Queryable } from "@/lib/db";
import { UPLOAD_EXPIRY_MS } from "./records";

/**
 * A tus DataStore in the site's PostgreSQL (PGlite or a server; tables `uploads` and `upload_chunks`, migration
 * 0004). Every instance reads the same rows, so an upload started on one instance continues on another.
 *
 * Bytes are committed in pieces of PIECE_BYTES as they arrive: a connection that drops mid-request keeps what it
 * delivered, and the client resumes from there. Each piece is appended only where the previous one ended (the row's
 * `received` must still equal the piece's start): the tus library's lock is per process, this check is what stops
 * two instances from interleaving bytes when a client has a stale request on one and a fresh one on another.
 */

const PIECE_BYTES = 256 * 1024;

/** Who creates an upload: read from the request being handled (lib/uploads/tus-server.ts). */
export type UploadCreator = { ownerHash: string; clientKey: string };

type UploadRow = { id: string; size: string | number; received: string | number; metadata: Record<string, string | null>; created_at: Date | string };

const toUpload = (row: UploadRow): Upload =>
  new Upload({
    id: row.id,
    size: Number(row.size),
    offset: Number(row.received),
    metadata: row.metadata,
    creation_date: new Date(row.created_at).toISOString(),
  });

export class PostgresUploadStore extends DataStore {
  constructor(
    private readonly database: () => Promise<Database>,
    private readonly creator: () => UploadCreator,
  ) {
    super();
    // No creation-defer-length: the declared length is checked before a byte is stored. No concatenation.
    this.extensions = ["creation", "termination", "expiration"];
  }

  async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    const { ownerHash, clientKey } = this.creator();
    const db = await this.database();
    const { rows } = await db.query<{ created_at: Date | string }>(
      "INSERT INTO uploads (id, owner_hash, client_key, size, metadata) VALUES ($1, $2, $3, $4, $5) RETURNING created_at",
      [upload.id, ownerHash, clientKey, upload.size, JSON.stringify(upload.metadata ?? {})],
    );
    upload.creation_date = new Date(rows[0]!.created_at).toISOString();
    return upload;
  }

  async getUpload(id: string): Promise<Upload> {
    const db = await this.database();
    const { rows } = await db.query<UploadRow>("SELECT id, size, received, metadata, created_at FROM uploads WHERE id = $1", [id]);
    if (!rows[0]) throw ERRORS.FILE_NOT_FOUND;
    return toUpload(rows[0]);
  }

  async remove(id: string): Promise<void> {
    const db = await this.database();
    const { rows } = await db.query("DELETE FROM uploads WHERE id = $1 RETURNING id", [id]);
    if (!rows[0]) throw ERRORS.FILE_NOT_FOUND;
  }

  async write(stream: Readable, id: string, offset: number): Promise<number> {
    const db = await this.database();
    let at = offset;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const piece = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await appendPiece(db, id, at, piece);
      at += piece.length;
    };
    try {
      for await (const chunk of stream) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= PIECE_BYTES) await flush();
      }
    } catch (error) {
      // The bytes that did arrive before the connection broke are good (TCP keeps them in order): keep them.
      await flush();
      throw error;
    }
    await flush();
    return at;
  }

  getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  async deleteExpired(): Promise<number> {
    const db = await this.database();
    const { rows } = await db.query("DELETE FROM uploads WHERE created_at < now() - make_interval(secs => $1) RETURNING id", [UPLOAD_EXPIRY_MS / 1000]);
    return rows.length;
  }
}

async function appendPiece(db: Database, id: string, start: number, piece: Buffer): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    const { rows } = await tx.query(
      "UPDATE uploads SET received = received + $3 WHERE id = $1 AND received = $2 AND received + $3 <= size RETURNING id",
      [id, start, piece.length],
    );
    if (!rows[0]) throw ERRORS.INVALID_OFFSET;
    await tx.query("INSERT INTO upload_chunks (upload_id, start, content) VALUES ($1, $2, $3)", [id, start, piece]);
  });
}
