/** @jest-environment ./lib/db/jest-environment.cjs */
import { randomUUID } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { claimDue, markSent, recordPartsSent } from "./claims";

jest.setTimeout(60_000);

/** The progress of a staff mail sent as parts (migration 0008): written only by the worker holding the lease. */
describe.each(testBackends())("parts sent on %s", (_name: string, backend: TestBackend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  const row = async (id: string) =>
    (await (await getDatabase()).query<{ parts_sent: number | null; parts_total: number | null }>("SELECT parts_sent, parts_total FROM deliveries WHERE id = $1", [id])).rows[0];

  it("the lease holder records it; a worker whose lease ran out and was taken over cannot, and the new holder reads it", async () => {
    const db = await getDatabase();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO deliveries (submission_type, submission_id, channel) VALUES ('application', $1, 'staff-mail') RETURNING id::text AS id`,
      [randomUUID()],
    );
    const id = rows[0]!.id;
    const [first] = await claimDue(db, "worker-a", 10, 1);
    expect(first).toMatchObject({ id, attempts: 1, partsSent: null, partsTotal: null });
    expect(await recordPartsSent(db, id, "worker-a", { sent: 1, total: 2 })).toBe(true);

    await new Promise((r) => setTimeout(r, 20)); // worker-a's lease runs out
    const [second] = await claimDue(db, "worker-b", 10, 60_000);
    expect(second).toMatchObject({ id, attempts: 2, partsSent: 1, partsTotal: 2 });
    expect(await recordPartsSent(db, id, "worker-a", { sent: 2, total: 2 })).toBe(false);
    expect(await row(id)).toEqual({ parts_sent: 1, parts_total: 2 });
    expect(await recordPartsSent(db, id, "worker-b", { sent: 2, total: 2 })).toBe(true);
    expect(await row(id)).toEqual({ parts_sent: 2, parts_total: 2 });

    await markSent(db, id);
    expect(await recordPartsSent(db, id, "worker-b", null)).toBe(false); // a sent delivery keeps its record
    expect(await row(id)).toEqual({ parts_sent: 2, parts_total: 2 });
  });

  it("the database refuses a count that makes no sense", async () => {
    const db = await getDatabase();
    const insert = (sent: number | null, total: number | null) =>
      db.query(`INSERT INTO deliveries (submission_type, submission_id, channel, parts_sent, parts_total) VALUES ('application', $1, 'staff-mail', $2, $3)`, [randomUUID(), sent, total]);
    await expect(insert(3, 2)).rejects.toThrow(/deliveries_parts_check/);
    await expect(insert(0, 2)).rejects.toThrow(/deliveries_parts_check/);
    await expect(insert(1, null)).rejects.toThrow(/deliveries_parts_check/);
    await expect(insert(null, 2)).rejects.toThrow(/deliveries_parts_check/);
    await expect(insert(2, 2)).resolves.toBeDefined();
  });
});
