/** @jest-environment ./lib/db/jest-environment.cjs */
import { getDatabase } from "@/lib/db";
import { pgliteBackend } from "@/lib/db/testing";
import { saveContactQuery, saveDemoRequest } from "@/lib/store/submissions";
import { startDeliveries } from "./boot";
import { demoOf, leadOf } from "./test-scenario";

jest.setTimeout(60_000);

describe("without SMTP_URL and WEBHOOK_URL", () => {
  const backend = pgliteBackend();
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it("stores submissions as before, queues nothing, starts no worker and says so once", async () => {
    delete process.env.SMTP_URL;
    delete process.env.WEBHOOK_URL;
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    startDeliveries();
    await saveDemoRequest(demoOf("n1"));
    await saveContactQuery(leadOf("n2"));
    const { rows } = await (await getDatabase()).query<{ n: number }>("SELECT count(*)::int AS n FROM deliveries");
    expect(rows[0]!.n).toBe(0);
    const off = info.mock.calls.filter(([line]) => String(line).startsWith("Notifications are off"));
    expect(off).toHaveLength(1);
    expect((globalThis as { __e7DeliveryWorker?: unknown }).__e7DeliveryWorker).toBeUndefined();
  });
});
