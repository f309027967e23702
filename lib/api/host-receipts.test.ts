/** @jest-environment ./lib/db/jest-environment.cjs */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pgliteBackend } from "@/lib/db/testing";
import { alreadyReceived, submitApplication, submitLead } from "./submit";
import { makeApplication } from "@/lib/store/test-application";
import { fileOf, pdfBytes } from "@/lib/store/test-documents";

/**
 * In front of an API host, a submission sent again after a lost answer (lib/forms/submission-key.ts): the key goes to
 * the host as Idempotency-Key, and a receipt kept here once the host accepted it answers the repeat without sending it.
 */

jest.setTimeout(30_000);

const sent: { path: string; key: string | undefined }[] = [];
let status = 201;
let server: http.Server;
const backend = pgliteBackend();

beforeAll(async () => {
  await backend.setUp();
  server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      sent.push({ path: req.url ?? "", key: req.headers["idempotency-key"] as string | undefined });
      res.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.tearDown();
});

beforeEach(() => {
  sent.length = 0;
  status = 201;
});

const lead = { firstName: "Tom", lastName: "Reed", email: "t@x.example", countryCode: "+44", phoneNumber: "7700900123", message: "Hi" };

it("sends the key as Idempotency-Key once; the repeat is answered here", async () => {
  await submitLead(lead, "en", "key-host-1");
  await submitLead(lead, "en", "key-host-1");
  expect(sent).toEqual([{ path: "/api/lead", key: "key-host-1" }]);
  expect(await alreadyReceived("key-host-1")).toBe(true);
});

it("a submission the host refused or failed is sent again, with the same key", async () => {
  status = 502;
  await expect(submitLead(lead, "en", "key-host-2")).rejects.toMatchObject({ kind: "failed" });
  expect(await alreadyReceived("key-host-2")).toBe(false);
  status = 201;
  await submitLead(lead, "en", "key-host-2");
  expect(sent.map((s) => s.key)).toEqual(["key-host-2", "key-host-2"]);
});

it("without a key every submission is sent", async () => {
  await submitLead(lead);
  await submitLead(lead);
  expect(sent).toEqual([
    { path: "/api/lead", key: undefined },
    { path: "/api/lead", key: undefined },
  ]);
  expect(await alreadyReceived(undefined)).toBe(false);
});

it("keeps a host's receipt 30 days", async () => {
  const { getDatabase } = await import("@/lib/db");
  const db = await getDatabase();
  await db.query("INSERT INTO submission_receipts (key, type, created_at) VALUES ('old-host-key', 'lead', now() - interval '31 days'), ('recent-host-key', 'lead', now() - interval '29 days')");
  // Ten minutes after the last pruning (the first receipt of this file pruned already).
  const later = Date.now() + 10 * 60_000 + 1;
  jest.spyOn(Date, "now").mockReturnValue(later);
  await submitLead(lead, "en", "key-host-4");
  jest.restoreAllMocks();
  expect(await alreadyReceived("old-host-key")).toBe(false);
  expect(await alreadyReceived("recent-host-key")).toBe(true);
});

it("an application's repeat is not sent again", async () => {
  const files = { resume: fileOf(pdfBytes(), "cv.pdf") };
  await submitApplication(makeApplication(), files, "tr", "key-host-3");
  await submitApplication(makeApplication(), files, "tr", "key-host-3");
  expect(sent).toEqual([{ path: "/api/job-applications", key: "key-host-3" }]);
});
