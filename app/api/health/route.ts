import { getDatabase } from "@/lib/db";

export const dynamic = "force-dynamic";

/** GET /api/health for load balancers: 200 {ok: true} when the database answers, else 503. */
export async function GET(): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  try {
    const db = await getDatabase();
    await db.query("SELECT 1");
    return Response.json({ ok: true, db: { status: "up", kind: db.kind } }, { headers });
  } catch (error) {
    console.error("Health check: database unavailable", error);
    return Response.json({ ok: false, db: { status: "down" } }, { status: 503, headers });
  }
}
