/** @jest-environment ./lib/db/jest-environment.cjs */
import "./test-render";
import { randomBytes } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { saveContactQuery, saveDemoRequest, saveJobApplication } from "@/lib/store/submissions";
import { makeApplication } from "@/lib/store/test-application";
import { fileOf, zipBytes } from "@/lib/store/test-documents";
import { GET as health } from "@/app/api/health/route";
import { claimDue } from "./claims";
import { deliverySettings } from "./config";
import { deliver } from "./deliver";
import { closeSmtpTransport } from "./mail/transport";
import { requestRetry } from "./retry-requests";
import { listDeliveries, partlySent, retryDelivery, type DeliveryRecord } from "./staff";
import { useDeliveryHarness } from "./test-harness";
import { deliveriesOf, demoOf, leadOf, waitUntil } from "./test-scenario";

jest.setTimeout(120_000);

/** What staff mail may weigh here (MAIL_MAX_MESSAGE_BYTES); the SMTP server refuses anything larger, as real ones do. */
const LIMIT = 600_000;

/** A real PDF of `bytes` (random content, so base64 cannot shrink it) and a real DOCX of about `bytes`. */
const bigPdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(bytes), Buffer.from("\n%%EOF\n")]);
const bigDocx = (bytes: number) =>
  zipBytes({ "[Content_Types].xml": "<Types/>", "_rels/.rels": "<Relationships/>", "word/document.xml": `<w:document>${randomBytes(bytes / 2).toString("hex")}</w:document>` });

/** Permanent and temporary refusals from a real SMTP server, and staff mail that must fit its size limit. */
describe.each(testBackends())("refusals and size limits on %s", (name: string, backend: TestBackend) => {
  const h = useDeliveryHarness(backend, { MAIL_MAX_MESSAGE_BYTES: String(LIMIT) });
  const outbox = async () => (await (await health()).json()).outbox as { pending: number; dead: number; undeliverable: number };
  const rowOf = async (id: string, channel: string): Promise<DeliveryRecord> =>
    (await listDeliveries(await getDatabase())).find((d) => d.submission.endsWith(`/${id}`) && d.channel === channel)!;
  const finished = (id: string) => async () => (await deliveriesOf([id])).every((r) => r.state !== "pending");

  it("a visitor's mistyped address refused at RCPT (550): the confirmation is undeliverable after one attempt, not dead", async () => {
    const before = await outbox();
    h.smtp.refusals.set("ana@gmial.example", { at: "rcpt", reply: "550 5.1.1 <ana@gmial.example>: Recipient address rejected: User unknown" });
    const { id } = await saveContactQuery({ ...leadOf("r1"), email: "ana@gmial.example" });
    await waitUntil(finished(id), 20_000, "every delivery finished");
    const confirmation = await rowOf(id, "confirmation-mail");
    expect(confirmation).toMatchObject({ state: "undeliverable", attempts: 1, lastError: expect.stringContaining("550 5.1.1 <ana@gmial.example>: Recipient address rejected") });
    expect((await deliveriesOf([id])).filter((r) => r.channel !== "confirmation-mail").map((r) => r.state)).toEqual(["sent", "sent"]);
    expect(h.mailTo("sales@e7.example")).toHaveLength(1); // staff still hear from the visitor
    const after = await outbox();
    expect(after.dead).toBe(before.dead); // nothing for an operator to alert on…
    expect(after.undeliverable).toBe(before.undeliverable + 1); // …but reported
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${confirmation.id}.*undeliverable.*550 5\\.1\\.1`)));
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining(confirmation.id));
  });

  it("staff mail refused after DATA (554 policy): dead after one attempt, the reply recorded; a staff retry sends it", async () => {
    const before = await outbox();
    h.smtp.refusals.set("sales@e7.example", { at: "data", reply: "554 5.7.1 Message rejected by content policy" });
    const { id } = await saveDemoRequest(demoOf("r2"));
    await waitUntil(finished(id), 20_000, "every delivery finished");
    const staff = await rowOf(id, "staff-mail");
    expect(staff).toMatchObject({ state: "dead", attempts: 1, lastError: expect.stringContaining("554 5.7.1 Message rejected by content policy") });
    expect(h.mailTo("r2@visitor.example")).toHaveLength(1); // the confirmation was not the problem
    expect((await outbox()).dead).toBe(before.dead + 1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`npm run submissions -- retry ${staff.id}`));

    h.smtp.refusals.clear(); // the operator fixed the cause
    if (name === "pglite") await requestRetry(process.env.DATA_DIR!, staff.id);
    else expect(await retryDelivery(await getDatabase(), staff.id)).toBe("queued");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "sent", 20_000, "the retried staff mail");
    expect(h.mailTo("sales@e7.example")).toHaveLength(1);
    expect((await outbox()).dead).toBe(before.dead);
  });

  it("a temporary refusal (451) is retried until the server takes the message", async () => {
    h.smtp.refusals.set("r3@visitor.example", { at: "rcpt", reply: "451 4.3.0 Temporary local problem, try again later" });
    const { id } = await saveContactQuery(leadOf("r3"));
    await waitUntil(async () => (await rowOf(id, "confirmation-mail")).attempts >= 3, 20_000, "three attempts");
    expect(await rowOf(id, "confirmation-mail")).toMatchObject({ state: "pending", lastError: expect.stringContaining("451 4.3.0") });
    h.smtp.refusals.clear();
    await waitUntil(h.allArrived([id]), 20_000, "the confirmation after the refusals");
    expect(h.mailTo("r3@visitor.example")).toHaveLength(1);
  });

  it("an application too large for one e-mail reaches recruiting as one e-mail per document, both files byte for byte", async () => {
    h.smtp.maxMessageBytes = LIMIT;
    const resume = bigPdf(300_000);
    const letter = bigDocx(300_000);
    const app = makeApplication({ email: "r4@visitor.example", lastName: "r4" });
    const { id } = await saveJobApplication(app, { resume: fileOf(resume, "CV r4.pdf"), otherDoc: fileOf(letter, "Letter r4.docx") });
    await waitUntil(h.allArrived([id]), 30_000, "the application's deliveries");
    const staff = await rowOf(id, "staff-mail");
    expect(staff).toMatchObject({ state: "sent", attempts: 1 });
    const parts = h.mailTo("careers@e7.example");
    expect(parts).toHaveLength(2);
    expect(parts.every((p) => p.raw.length <= LIMIT)).toBe(true);
    expect(parts.map((p) => p.parsed.subject)).toEqual([parts[0]!.parsed.subject, parts[0]!.parsed.subject]);
    expect(parts.map((p) => p.parsed.messageId)).toEqual([`<${staff.id}.1@e7.example>`, `<${staff.id}.2@e7.example>`]);
    expect(parts[1]!.parsed.inReplyTo).toBe(parts[0]!.parsed.messageId); // one conversation
    expect(parts[0]!.parsed.text).toContain("Part 1 of 2: the documents are too large for one e-mail");
    expect(parts[0]!.parsed.text).toContain("This one carries the resume (CV r4.pdf); part 2 carries the other document (Letter r4.docx).");
    expect(parts[1]!.parsed.text).toContain("Part 2 of 2");
    expect(parts.map((p) => p.parsed.attachments.map((a) => a.filename))).toEqual([["CV r4.pdf"], ["Letter r4.docx"]]);
    expect(parts[0]!.parsed.attachments[0]!.content.equals(resume)).toBe(true);
    expect(parts[1]!.parsed.attachments[0]!.content.equals(letter)).toBe(true);
  });

  /** An application of two 300 KB documents: over the 600 KB limit together, so it goes as two e-mails. */
  const splitApplication = async (marker: string) => {
    h.smtp.maxMessageBytes = LIMIT;
    const resume = bigPdf(300_000);
    const letter = bigDocx(300_000);
    const app = makeApplication({ email: `${marker}@visitor.example`, lastName: marker });
    const { id } = await saveJobApplication(app, { resume: fileOf(resume, `CV ${marker}.pdf`), otherDoc: fileOf(letter, `Letter ${marker}.docx`) });
    return { id, resume, letter };
  };
  const partsOf = (mails: ReturnType<typeof h.mailTo>) => mails.map((m) => m.parsed.headers.get("x-e7-part") ?? "whole");

  it("part 2 of a split application refused once (451): the next attempt sends only part 2, each part arrives once", async () => {
    h.smtp.refusals.set("careers@e7.example", { at: "data", reply: "451 4.3.0 Temporary local problem, try again later", part: "2/2", times: 1 });
    const { id, resume, letter } = await splitApplication("r6");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "sent", 30_000, "the staff mail's parts");
    const parts = h.mailTo("careers@e7.example");
    expect(partsOf(parts)).toEqual(["1/2", "2/2"]); // not part 1 a second time
    expect(await rowOf(id, "staff-mail")).toMatchObject({ attempts: 2, partsSent: 2, partsTotal: 2 }); // part 2 was refused once
    expect(parts[0]!.parsed.attachments[0]!.content.equals(resume)).toBe(true);
    expect(parts[1]!.parsed.attachments[0]!.content.equals(letter)).toBe(true);
  });

  it("part 2 refused for good (554): dead, listed as part 1 of 2 sent; a staff retry sends only part 2", async () => {
    h.smtp.refusals.set("careers@e7.example", { at: "data", reply: "554 5.7.1 Message rejected by content policy", part: "2/2" });
    const { id, letter } = await splitApplication("r7");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "dead", 30_000, "the refused staff mail");
    expect(partsOf(h.mailTo("careers@e7.example"))).toEqual(["1/2"]);
    const dead = await rowOf(id, "staff-mail");
    expect(dead).toMatchObject({ attempts: 1, partsSent: 1, partsTotal: 2, lastError: expect.stringContaining("554 5.7.1") });
    expect(partlySent(dead)).toBe("part 1 of 2 sent"); // what `npm run submissions -- deliveries` shows

    h.smtp.refusals.clear();
    if (name === "pglite") await requestRetry(process.env.DATA_DIR!, dead.id);
    else expect(await retryDelivery(await getDatabase(), dead.id)).toBe("queued");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "sent", 30_000, "the retried staff mail");
    const parts = h.mailTo("careers@e7.example");
    expect(partsOf(parts)).toEqual(["1/2", "2/2"]);
    expect(parts[1]!.parsed.attachments[0]!.content.equals(letter)).toBe(true);
    expect(partlySent(await rowOf(id, "staff-mail"))).toBeNull();
  });

  it("a split that changed between attempts (MAIL_MAX_MESSAGE_BYTES raised) sends the whole application again", async () => {
    h.smtp.refusals.set("careers@e7.example", { at: "data", reply: "451 4.3.0 Temporary local problem, try again later", part: "2/2" });
    const { id, resume, letter } = await splitApplication("r8");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).attempts >= 2, 30_000, "part 2 refused twice");
    await h.worker.stop(); // the operator raises the limit and restarts the site
    expect(partsOf(h.mailTo("careers@e7.example"))).toEqual(["1/2"]); // part 1 once, however often part 2 was refused
    expect(await rowOf(id, "staff-mail")).toMatchObject({ state: "pending", partsSent: 1, partsTotal: 2 });
    h.smtp.refusals.clear();
    h.smtp.maxMessageBytes = Infinity;
    process.env.MAIL_MAX_MESSAGE_BYTES = String(4 * LIMIT);
    try {
      h.startWorker();
      await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "sent", 30_000, "the staff mail in one e-mail");
      const mails = h.mailTo("careers@e7.example");
      expect(partsOf(mails)).toEqual(["1/2", "whole"]); // part 1 of the old split went, then everything in the new one
      // Not part 1's Message-ID: a receiver that drops repeats must not take the whole application for part 1 again.
      const staff = await rowOf(id, "staff-mail");
      expect(mails.map((m) => m.parsed.messageId)).toEqual([`<${staff.id}.1@e7.example>`, `<${staff.id}@e7.example>`]);
      expect(mails[1]!.parsed.attachments.map((a) => a.content.equals(resume) || a.content.equals(letter))).toEqual([true, true]);
      expect(staff).toMatchObject({ partsSent: null, partsTotal: null });
    } finally {
      await h.worker.stop();
      process.env.MAIL_MAX_MESSAGE_BYTES = String(LIMIT);
      h.startWorker();
    }
  });

  it("a worker whose lease another worker took over stops after the part it was sending, without recording it", async () => {
    await h.worker.stop();
    const { id } = await splitApplication("r9");
    try {
      const db = await getDatabase();
      const staff = (await claimDue(db, "slow-instance", 10, 60_000)).find((d) => d.submissionId === id && d.channel === "staff-mail")!;
      await db.query("UPDATE deliveries SET locked_by = 'other-instance' WHERE id = $1", [staff.id]); // its lease ran out and was taken
      await expect(deliver(db, staff, deliverySettings(), "slow-instance")).rejects.toThrow("Stopped after part 1 of 2: this worker no longer holds the delivery");
      expect(partsOf(h.mailTo("careers@e7.example"))).toEqual(["1/2"]);
      expect(await rowOf(id, "staff-mail")).toMatchObject({ partsSent: null, partsTotal: null });
    } finally {
      await (await getDatabase()).query("UPDATE deliveries SET locked_until = NULL, locked_by = NULL WHERE state = 'pending'");
      h.startWorker();
    }
    await waitUntil(h.allArrived([id]), 30_000, "the application's deliveries, by the worker that took over");
  });

  /** A mail server that advertises `bytes` as its SIZE from its next connection on (Postfix's default is 10 MB). */
  const serverTakesUpTo = (bytes: number) => {
    h.smtp.advertisedBytes = bytes;
    closeSmtpTransport(); // the pooled connections heard the old EHLO
  };
  const SERVER_LIMIT = 400_000;
  /** An application of a 200 KB and a 120 KB document: under the 600 KB setting whole, over the server's 400 KB. */
  const serverSplitApplication = async (marker: string) => {
    serverTakesUpTo(SERVER_LIMIT);
    const resume = bigPdf(200_000);
    const letter = bigPdf(120_000);
    const app = makeApplication({ email: `${marker}@visitor.example`, lastName: marker });
    const { id } = await saveJobApplication(app, { resume: fileOf(resume, `CV ${marker}.pdf`), otherDoc: fileOf(letter, `Portfolio ${marker}.pdf`) });
    return { id, resume, letter };
  };

  it("a mail server advertising less than MAIL_MAX_MESSAGE_BYTES gets the application in parts that fit it, at the first attempt", async () => {
    const { id, resume, letter } = await serverSplitApplication("s1");
    await waitUntil(h.allArrived([id]), 30_000, "the application's deliveries");
    const staff = await rowOf(id, "staff-mail");
    expect(staff).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    const parts = h.mailTo("careers@e7.example");
    expect(partsOf(parts)).toEqual(["1/2", "2/2"]); // the whole (under 600 KB, over 400 KB) was never sent
    expect(parts.every((p) => p.raw.length <= SERVER_LIMIT)).toBe(true);
    expect(parts[0]!.parsed.attachments[0]!.content.equals(resume)).toBe(true);
    expect(parts[1]!.parsed.attachments[0]!.content.equals(letter)).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`Delivery ${staff.id}: the mail server takes messages of up to ${SERVER_LIMIT} bytes`));
  });

  it("a split to the server's SIZE whose part 2 was refused once goes on from part 2 at the next attempt", async () => {
    h.smtp.refusals.set("careers@e7.example", { at: "data", reply: "451 4.3.0 Temporary local problem, try again later", part: "2/2", times: 1 });
    const { id } = await serverSplitApplication("s2");
    await waitUntil(async () => (await rowOf(id, "staff-mail")).state === "sent", 30_000, "the staff mail's parts");
    expect(partsOf(h.mailTo("careers@e7.example"))).toEqual(["1/2", "2/2"]); // not part 1 again, not the whole
    expect(await rowOf(id, "staff-mail")).toMatchObject({ attempts: 2, partsSent: 2, partsTotal: 2 });
  });

  it("a document too large for the server's SIZE even alone is not attached, and the e-mail says whose limit it is", async () => {
    serverTakesUpTo(SERVER_LIMIT);
    const { id } = await saveJobApplication(makeApplication({ email: "s3@visitor.example", lastName: "s3" }), { resume: fileOf(bigPdf(350_000), "CV s3.pdf") });
    await waitUntil(h.allArrived([id]), 30_000, "the application's deliveries");
    const [staff] = h.mailTo("careers@e7.example");
    expect(staff!.parsed.attachments).toHaveLength(0);
    expect(staff!.parsed.text).toContain("Not attached: the resume (CV s3.pdf), 0.3 MB, is too large for an e-mail under the mail server's limit of 0.4 MB (the SIZE it advertises)");
  });

  it("a document too large for any e-mail under the limit is not attached: the e-mail names it and where it is kept", async () => {
    const resume = bigPdf(500_000);
    const { id } = await saveJobApplication(makeApplication({ email: "r5@visitor.example", lastName: "r5" }), { resume: fileOf(resume, "CV r5.pdf") });
    await waitUntil(h.allArrived([id]), 30_000, "the application's deliveries");
    const [staff] = h.mailTo("careers@e7.example");
    expect(staff!.parsed.attachments).toHaveLength(0);
    expect(staff!.parsed.text).toContain("Not attached: the resume (CV r5.pdf), 0.5 MB, is too large for an e-mail under this site's limit of 0.6 MB");
    expect(staff!.parsed.text).toContain("npm run submissions -- export --type application --out DIR");
  });
});
