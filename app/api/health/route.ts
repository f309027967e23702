import { otherMethodsRefused } from "@/lib/api/method-not-allowed";
import { getDatabase } from "@/lib/db";
import { outboxHealth } from "@/lib/delivery/staff";

export const dynamic = "force-dynamic";

/**
 * GET /api/health for load balancers: 200 {ok: true} when the database answers, else 503. `outbox` is for monitoring
 * (a growing depth or age means mail or the webhook receiver is failing; docs/delivery.md): it never fails the check,
 * since an instance whose mail server is down still serves and stores submissions.
 */
export async function GET(): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  try {
    const db = await getDatabase();
    await db.query("SELECT 1");
    const outbox = await outboxHealth(db);
    return Response.json({ ok: true, db: { status: "up", kind: db.kind }, outbox }, { headers });
  } catch (error) {
    console.error("Health check: database unavailable", error);
    return Response.json({ ok: false, db: { status: "down" } }, { status: 503, headers });
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsRefused("GET");
