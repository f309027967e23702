import { createHash, randomBytes } from "node:crypto";

/**
 * The browser an upload belongs to: a random token in an httpOnly cookie, set when the browser first creates an
 * upload. The database keeps only its sha256, so a leaked row names no usable token. Upload ids are unguessable too
 * (128 random bits), but the id alone is not enough: every tus request and the final submit must also carry the
 * cookie of the browser that started the upload.
 */

export const OWNER_COOKIE = "e7_uploader";
/** Longer than an upload lives (24 h), so a return the next day still finds its uploads. */
const OWNER_COOKIE_MAX_AGE = 2 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newOwnerToken = (): string => randomBytes(32).toString("base64url");

/** The stored form of a token; null for a missing or malformed one (which then owns nothing). */
export function ownerHash(token: string | undefined | null): string | null {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}

export function ownerCookie(token: string, secure: boolean): string {
  return `${OWNER_COOKIE}=${token}; Path=/; Max-Age=${OWNER_COOKIE_MAX_AGE}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}
