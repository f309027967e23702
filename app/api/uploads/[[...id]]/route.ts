import type { NextRequest } from "next/server";
import { getDatabase } from "@/lib/db";
import { clientKeyFrom } from "@/lib/security/rate-limit";
import { newOwnerToken, OWNER_COOKIE, ownerCookie, ownerHash } from "@/lib/uploads/owner";
import { uploadOwnerHash } from "@/lib/uploads/records";
import { cleanUpExpiredUploads, tusServer, withCreator } from "@/lib/uploads/tus-server";

/**
 * The tus endpoint (docs/uploads.md): POST /api/uploads creates an upload, HEAD/PATCH/DELETE /api/uploads/{id} ask
 * for its offset, append to it, remove it. A route handler rather than a handler mounted in server.mjs: it shares
 * the site's database, rate limiter and environment checks, runs under `next start` and the dev server alike, and is
 * same-origin, so the CSP's `connect-src 'self'` already allows it.
 *
 * Only the browser that created an upload can touch it: any other gets 404, as if the id did not exist.
 */

type Context = { params: Promise<{ id?: string[] }> };

const notFound = () => new Response("Not found\n", { status: 404, headers: { "cache-control": "no-store" } });

async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const { id } = await params;
  if (id && id.length !== 1) return notFound();
  const cookieToken = request.cookies.get(OWNER_COOKIE)?.value;
  const creating = request.method === "POST" && !id;
  // OPTIONS on the collection is how the browser gets its token before its first uploads: two files chosen at once
  // would otherwise be created in parallel, each given a different token, and the first would lose its owner.
  const greeting = request.method === "OPTIONS" && !id;
  let token = ownerHash(cookieToken) ? cookieToken! : undefined;
  if (id) {
    const owner = await uploadOwnerHash(await getDatabase(), id[0]!);
    if (!owner || owner !== ownerHash(token)) return notFound();
  } else if (!creating && request.method !== "OPTIONS") {
    return notFound();
  }
  const issued = (creating || greeting) && !token;
  if (issued) token = newOwnerToken();
  if (creating) cleanUpExpiredUploads();

  const response = await withCreator({ ownerHash: ownerHash(token) ?? "", clientKey: clientKeyFrom(request.headers) }, () =>
    tusServer().handleWeb(request),
  );
  response.headers.set("cache-control", "no-store");
  if (issued && response.status < 300) {
    response.headers.append("set-cookie", ownerCookie(token!, request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https"));
  }
  return response;
}

export { handle as POST, handle as HEAD, handle as PATCH, handle as DELETE, handle as OPTIONS };
