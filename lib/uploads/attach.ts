import { getDatabase } from "@/lib/db";
import type { DocumentFile } from "@/lib/schemas/application-fields";
import { consumeUploads, finishedUpload, isUsedUpload, uploadBytes } from "./records";

/**
 * Uploads as the application's documents. The final submit names uploads by id; each must be finished,
 * content-checked, alive and started by the same browser (`owner`, the hash of its cookie token). It then stands in
 * for the file the form would have posted, its bytes read from the database only when the application needs them.
 */

/** Uploads an application is made of: marked used when it is stored (same transaction) or handed to the API host. */
export type UploadClaim = { ids: string[]; owner: string };

export async function uploadedDocument(id: string, owner: string): Promise<DocumentFile | null> {
  const db = await getDatabase();
  const upload = await finishedUpload(db, id, owner);
  if (!upload) return null;
  return {
    name: upload.name,
    size: upload.size,
    type: upload.type,
    arrayBuffer: async () => {
      const bytes = await uploadBytes(await getDatabase(), id);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
  };
}

/** Why an upload cannot be attached: it went with an application already ("used"), or it is gone. */
export async function unusableBecause(id: string, owner: string | null): Promise<"used" | "gone"> {
  return owner && (await isUsedUpload(await getDatabase(), id, owner)) ? "used" : "gone";
}

/** After the API host accepted the application: its uploads are marked used. A failure only leaves them to expire. */
export async function discardUploads(claim: UploadClaim): Promise<void> {
  try {
    const db = await getDatabase();
    await db.transaction((tx) => consumeUploads(tx, claim.ids, claim.owner));
  } catch (error) {
    console.warn("Uploads of a submitted application could not be marked used; they expire within 24 hours:", error);
  }
}
