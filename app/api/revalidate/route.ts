import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { HttpError, readJsonBody, withErrors } from "@/lib/api/http-errors";
import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { CACHE_TAGS, isCacheTag } from "@/lib/api/tags";
import { env } from "@/lib/env";

function presentedSecret(request: Request): string {
  const auth = request.headers.get("authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
  return (bearer ?? request.headers.get("x-revalidate-secret") ?? "").trim();
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate {"tags": ["blogs" | "jobs" | "services", ...]}, authenticated with REVALIDATE_SECRET
 * (`Authorization: Bearer ...` or `x-revalidate-secret`). Cached content with those tags is refreshed.
 */
export const POST = withErrors(async (request: Request) => {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) throw new HttpError(503, "Revalidation is not configured");
  const given = presentedSecret(request);
  if (!given || !sameSecret(given, secret)) throw new HttpError(401, "Unauthorized");

  const body = (await readJsonBody(request, 4 * 1024)) as { tags?: unknown; tag?: unknown };
  const tags: unknown[] = Array.isArray(body.tags) ? body.tags : body.tag !== undefined ? [body.tag] : [];
  if (tags.length === 0 || !tags.every(isCacheTag)) {
    throw new HttpError(422, "Give the tags to refresh", { tags: [`Use one or more of: ${CACHE_TAGS.join(", ")}`] });
  }
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, "max");
  return Response.json({ revalidated: unique, now: Date.now() });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("POST");
