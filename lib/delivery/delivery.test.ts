/** @jest-environment ./lib/db/jest-environment.cjs */
import "./test-render";
import { getDatabase } from "@/lib/db";
import { testBackends, type TestBackend } from "@/lib/db/testing";
import { listSubmissions } from "@/lib/store/submission-records";
import { saveContactQuery, saveDemoRequest, saveJobApplication } from "@/lib/store/submissions";
import { makeApplication } from "@/lib/store/test-application";
import { docxBytes, pdfBytes } from "@/lib/store/test-documents";
import { GET as health } from "@/app/api/health/route";
import { claimDue } from "./claims";
import { deliverySettings } from "./config";
import { requestRetry } from "./retry-requests";
import { listDeliveries, retryDelivery } from "./staff";
import { useDeliveryHarness } from "./test-harness";
import { applicationFiles, arrivals, deliveriesOf, demoOf, leadOf, MAIL_ENV, submitMixed, waitUntil } from "./test-scenario";
import { startDeliveryWorker } from "./worker";

jest.setTimeout(240_000);

/** Real servers: an SMTP server (smtp-server, parsed with mailparser) and a webhook receiver checking signatures. */
describe.each(testBackends())("deliveries on %s", (name: string, backend: TestBackend) => {
  const h = useDeliveryHarness(backend);
  const { allArrived, mailTo } = h;

  it("a demo request reaches sales, the visitor and the CRM, visitor text escaped", async () => {
    const input = { ...demoOf("d1"), companyName: `<b>Acme & "Partners"</b>`, dmFirstName: "<script>alert(1)</script>" };
    const { id } = await saveDemoRequest(input);
    await waitUntil(allArrived([id]), 20_000, "the demo request's deliveries");
    const rows = await deliveriesOf([id]);
    expect(rows.map((r) => r.channel).sort()).toEqual(["confirmation-mail", "staff-mail", "webhook"]);

    const [staff] = mailTo("sales@e7.example");
    expect(staff!.rcptTo).toEqual(["sales@e7.example"]);
    expect(staff!.parsed.from?.value).toEqual([{ name: "E7 Website", address: "no-reply@e7.example" }]);
    expect(staff!.parsed.replyTo?.value[0]?.address).toBe("d1@visitor.example");
    expect(staff!.parsed.subject).toBe(`Demo request: <b>Acme & "Partners"</b> (<script>alert(1)</script> d1)`);
    expect(staff!.parsed.messageId).toBe(`<${rows.find((r) => r.channel === "staff-mail")!.id}@e7.example>`);
    expect(staff!.parsed.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(staff!.parsed.html).not.toContain("<script>");
    expect(staff!.parsed.html).not.toContain("<b>Acme");
    expect(staff!.parsed.text).toContain(`<b>Acme & "Partners"</b>`);
    expect(staff!.parsed.text).toContain("+971 501234567");

    const [confirmation] = mailTo("d1@visitor.example");
    expect(confirmation!.rcptTo).toEqual(["d1@visitor.example"]);
    expect(confirmation!.parsed.replyTo?.value[0]?.address).toBe("sales@e7.example");
    expect(confirmation!.parsed.subject).toBe("We received your demo request");
    expect(confirmation!.parsed.text).toContain("Demo request submitted successfully!");
    expect(confirmation!.parsed.text).toMatch(/What happens next[\s\S]*sales team will contact you/i);
    expect(confirmation!.parsed.html).toContain("#0a1630"); // the site's ink colour

    expect(h.hook.accepted).toHaveLength(1);
    expect(h.hook.accepted[0]!.payload).toMatchObject({ id: h.hook.accepted[0]!.deliveryId, type: "demo_request.created", data: { id, companyName: input.companyName } });
  });

  it("a contact query reaches sales with its message; the visitor's copy says what happens next", async () => {
    const { id } = await saveContactQuery({ ...leadOf("l1"), message: "Line one\nLine two & <i>three</i>" });
    await waitUntil(allArrived([id]), 20_000, "the contact query's deliveries");
    const [staff] = mailTo("sales@e7.example");
    expect(staff!.parsed.subject).toBe("Contact query: Tom l1 (Pricing)");
    expect(staff!.parsed.replyTo?.value[0]).toEqual({ name: "Tom l1", address: "l1@visitor.example" });
    expect(staff!.parsed.html).toContain("Line two &amp; &lt;i&gt;three&lt;/i&gt;");
    expect(staff!.parsed.text).toContain("Line one\nLine two & <i>three</i>"); // the text part keeps its lines
    const [confirmation] = mailTo("l1@visitor.example");
    expect(confirmation!.parsed.text).toContain("Your query has been submitted successfully!");
    expect(confirmation!.parsed.replyTo?.value[0]?.address).toBe("sales@e7.example");
    expect(confirmation!.parsed.headers.get("auto-submitted")).toBe("auto-generated");
  });

  it("an application reaches recruiting with the resume and other document byte-identical", async () => {
    const { id } = await saveJobApplication(makeApplication({ email: "a1@visitor.example", lastName: "a1" }), applicationFiles());
    await waitUntil(allArrived([id]), 20_000, "the application's deliveries");
    const [staff] = mailTo("careers@e7.example");
    expect(staff!.parsed.replyTo?.value[0]?.address).toBe("a1@visitor.example");
    expect(staff!.parsed.subject).toMatch(/^Job application: .+ \(Ana a1\)$/);
    const files = staff!.parsed.attachments.map((a) => ({ name: a.filename, type: a.contentType, same: a.content }));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["Ana Lima CV.pdf", "application/pdf"],
      ["references.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ]);
    expect(files[0]!.same.equals(pdfBytes())).toBe(true);
    expect(files[1]!.same.equals(docxBytes())).toBe(true);
    const [confirmation] = mailTo("a1@visitor.example");
    expect(confirmation!.parsed.replyTo?.value[0]?.address).toBe("careers@e7.example");
    expect(confirmation!.parsed.attachments).toHaveLength(0);
    expect(confirmation!.parsed.text).toContain("Application submitted successfully!");
    expect(confirmation!.parsed.text).toContain("Ana Lima CV.pdf, references.docx");
    expect(confirmation!.parsed.text).toMatch(/Reference: application\/[0-9a-f-]{36}/);
    expect(h.hook.accepted[0]!.payload.data.documents).toEqual([
      { field: "resume", filename: "Ana Lima CV.pdf", contentType: "application/pdf", size: pdfBytes().length },
      { field: "otherDoc", filename: "references.docx", contentType: expect.stringContaining("wordprocessingml"), size: docxBytes().length },
    ]);
  });

  it("a visitor from the Arabic pages gets an Arabic, right-to-left confirmation; staff read English and the language", async () => {
    const { id } = await saveContactQuery({ ...leadOf("ar1"), firstName: "ليلى", natureOfEnquiry: "Support" }, "ar");
    await waitUntil(allArrived([id]), 20_000, "the Arabic contact query's deliveries");
    const [confirmation] = mailTo("ar1@visitor.example");
    expect(confirmation!.parsed.subject).toBe("استلمنا استفسارك");
    expect(confirmation!.parsed.headers.get("content-language")).toBe("ar");
    expect(confirmation!.parsed.text).toContain("تم إرسال استفسارك بنجاح!"); // the Arabic form's own success message
    expect(confirmation!.parsed.text).toContain("مرحبًا ليلى،");
    expect(confirmation!.parsed.text).toMatch(/نوع الاستفسار[\s\S]*الدعم الفني/); // the option as the form showed it
    expect(confirmation!.parsed.text).not.toMatch(/What happens next|Nature of enquiry|Support/);
    expect(confirmation!.parsed.html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(confirmation!.parsed.html).toMatch(/<body[^>]*dir="rtl"/); // webmail drops <html>
    expect(confirmation!.parsed.html).toContain('<span dir="auto">\u2068+44 7700900123\u2069</span>'); // keeps its order
    expect(confirmation!.parsed.text).toMatch(/الهاتف\s+\u2068\+44 7700900123\u2069/); // in the text part too
    const [staff] = mailTo("sales@e7.example");
    expect(staff!.parsed.subject).toBe("Contact query: ليلى ar1 (Support)");
    expect(staff!.parsed.text).toMatch(/Site language\s+Arabic/);
    expect(h.hook.accepted[0]!.payload.data).toMatchObject({ id, locale: "ar" });
  });

  it("an Arabic application's subject keeps the English job title in one piece; its body isolates the title", async () => {
    const { id } = await saveJobApplication(makeApplication({ email: "ar2@visitor.example", lastName: "ar2" }), applicationFiles(), { locale: "ar" });
    await waitUntil(allArrived([id]), 20_000, "the Arabic application's deliveries");
    const [confirmation] = mailTo("ar2@visitor.example");
    expect(confirmation!.parsed.subject).toMatch(/^استلمنا طلبك لوظيفة \u200e[A-Za-z][^\u200e]+\u200e$/);
    expect(confirmation!.parsed.text).toMatch(/\u2068Ana Lima CV\.pdf\u2069، \u2068references\.docx\u2069/);
  });

  it("a Turkish demo request's confirmation names the country as the Turkish form did; English ones name no language", async () => {
    const tr = await saveDemoRequest({ ...demoOf("tr1"), country: "Germany" }, "tr");
    const en = await saveDemoRequest(demoOf("en1"));
    await waitUntil(allArrived([tr.id, en.id]), 20_000, "the demo requests' deliveries");
    const [confirmation] = mailTo("tr1@visitor.example");
    expect(confirmation!.parsed.subject).toBe("Demo talebinizi aldık");
    expect(confirmation!.parsed.text).toContain("Demo talebiniz başarıyla gönderildi!");
    expect(confirmation!.parsed.text).toMatch(/Ülke\s+Almanya/);
    expect(confirmation!.parsed.html).toMatch(/<html[^>]*lang="tr"/);
    const staff = mailTo("sales@e7.example");
    expect(staff.find((m) => m.parsed.subject?.includes("Company tr1"))!.parsed.text).toMatch(/Site language\s+Turkish/);
    expect(staff.find((m) => m.parsed.subject?.includes("Company en1"))!.parsed.text).not.toContain("Site language");
    expect(mailTo("en1@visitor.example")[0]!.parsed.headers.get("content-language")).toBe("en");
  });

  it("a name or an address cannot add headers or recipients", async () => {
    const sneaky = await saveDemoRequest({ ...demoOf("h1"), dmFirstName: "Eve\r\nBcc: evil@attacker.example", companyName: "X\r\nSubject: hijacked" });
    const badAddress = await saveContactQuery({ ...leadOf("h2"), email: "h2@visitor.example\r\nBcc: evil2@attacker.example" });
    await waitUntil(allArrived([sneaky.id, badAddress.id]), 20_000, "the deliveries");
    // An address that is not one plain mailbox gets no confirmation, and the staff mail no Reply-To.
    expect((await deliveriesOf([badAddress.id])).map((r) => r.channel).sort()).toEqual(["staff-mail", "webhook"]);
    const recipients = h.smtp.received.flatMap((m) => m.rcptTo);
    expect(recipients.sort()).toEqual(["h1@visitor.example", "sales@e7.example", "sales@e7.example"]);
    for (const mail of h.smtp.received) {
      const head = mail.raw.toString("latin1").split("\r\n\r\n")[0]!;
      expect(head).not.toMatch(/^(bcc|subject: hijacked)/im);
      expect(mail.parsed.bcc).toBeUndefined();
    }
    const staffForBad = h.smtp.received.find((m) => m.parsed.subject?.startsWith("Contact query"));
    expect(staffForBad!.parsed.replyTo).toBeUndefined();
    const confirmation = mailTo("h1@visitor.example")[0]!;
    expect(confirmation.parsed.to).toMatchObject({ value: [{ address: "h1@visitor.example", name: "Eve Bcc: evil@attacker.example h1" }] });
  });

  it("the SMTP server down while submissions arrive, then back: every delivery arrives once", async () => {
    await h.smtp.stop();
    const ids = await Promise.all(Array.from({ length: 9 }, (_, i) => submitMixed(`o${i}`, i)));
    await waitUntil(async () => (await deliveriesOf(ids)).filter((r) => r.channel !== "webhook").every((r) => r.attempts >= 2), 20_000, "failed attempts");
    const during = await (await health()).json();
    expect(during.outbox.pending).toBeGreaterThanOrEqual(12);
    expect(during.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    await h.smtp.start();
    await waitUntil(allArrived(ids), 30_000, "delivery after the outage");
    const counts = arrivals(h.smtp, h.hook);
    const rows = await deliveriesOf(ids);
    expect(rows).toHaveLength(27);
    expect(rows.map((r) => counts.get(r.id))).toEqual(rows.map(() => 1));
    expect((await (await health()).json()).outbox).toMatchObject({ pending: 0, oldestPendingSeconds: null });
  });

  it("stores a submission and its deliveries together or not at all", async () => {
    const db = await getDatabase();
    const before = (await listSubmissions("lead")).length;
    // Queueing fails (its table is away): the submission must not be stored without its deliveries.
    await db.query("ALTER TABLE deliveries RENAME TO deliveries_away");
    try {
      await expect(saveContactQuery(leadOf("t1"))).rejects.toThrow();
    } finally {
      await db.query("ALTER TABLE deliveries_away RENAME TO deliveries");
    }
    expect(await listSubmissions("lead")).toHaveLength(before);
  });

  it("an instance dying mid-delivery: its lease runs out and another worker delivers", async () => {
    await h.worker.stop();
    const { id } = await saveContactQuery(leadOf("k1"));
    // A worker that claims and then vanishes (its process killed), with a short lease.
    const taken = await claimDue(await getDatabase(), "killed-instance", 10, 1_500);
    expect(taken.filter((d) => d.submissionId === id)).toHaveLength(3);
    h.startWorker();
    await new Promise((r) => setTimeout(r, 800));
    expect(arrivals(h.smtp, h.hook).size).toBe(0);
    await waitUntil(allArrived([id]), 20_000, "delivery after the lease ran out");
    expect((await deliveriesOf([id])).every((r) => r.attempts === 2)).toBe(true);
  });

  it("a delivery that keeps failing ends dead; a staff retry starts it over and it arrives", async () => {
    await h.worker.stop();
    const failing = deliverySettings();
    failing.webhook = { url: "http://127.0.0.1:9/unreachable", secret: MAIL_ENV.WEBHOOK_SECRET };
    failing.worker.maxAttempts = 3;
    const broken = startDeliveryWorker({ database: getDatabase, settings: failing });
    const { id } = await saveDemoRequest(demoOf("x1"));
    await waitUntil(async () => (await deliveriesOf([id])).some((r) => r.state === "dead"), 20_000, "a dead delivery");
    await broken.stop();
    const dead = (await listDeliveries(await getDatabase(), "dead")).filter((d) => d.submission === `demo/${id}`);
    expect(dead).toMatchObject([{ channel: "webhook", attempts: 3, lastError: expect.any(String) }]);
    expect((await (await health()).json()).outbox.dead).toBe(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`dead after 3 attempts`));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`npm run submissions -- retry ${dead[0]!.id}`));

    h.startWorker();
    // What `npm run submissions -- retry ID` does: with PGlite it leaves a request for the running site's worker.
    if (name === "pglite") await requestRetry(process.env.DATA_DIR!, dead[0]!.id);
    else expect(await retryDelivery(await getDatabase(), dead[0]!.id)).toBe("queued");
    await waitUntil(allArrived([id]), 20_000, "the retried delivery");
    expect(h.hook.accepted.map((h) => h.deliveryId)).toEqual([dead[0]!.id]);
    expect(await retryDelivery(await getDatabase(), dead[0]!.id)).toBe("already-sent");
    expect(await retryDelivery(await getDatabase(), "00000000-0000-0000-0000-000000000000")).toBe("not-found");
  });

  it("300 concurrent submissions, two workers: 300 stored, every delivery made once, none lost", async () => {
    // A second instance's worker on the same database: SKIP LOCKED claims keep them off each other's deliveries.
    const second = startDeliveryWorker({ database: getDatabase, settings: deliverySettings() });
    const ids = await Promise.all(Array.from({ length: 300 }, (_, i) => submitMixed(`c${i}`, i)));
    expect(new Set(ids).size).toBe(300);
    const stored = (await Promise.all((["demo", "lead", "application"] as const).map((t) => listSubmissions(t)))).flat();
    expect(ids.every((id) => stored.some((r) => r.id === id))).toBe(true);
    await waitUntil(allArrived(ids), 180_000, "900 deliveries");
    const rows = await deliveriesOf(ids);
    expect(rows).toHaveLength(900);
    const counts = arrivals(h.smtp, h.hook);
    expect(rows.filter((r) => counts.get(r.id) !== 1)).toEqual([]);
    await second.stop();
  });

  if (name === "pglite") {
    it("the SMTP server down for a minute, then back: every delivery arrives once", async () => {
      await h.smtp.stop();
      const ids: string[] = [];
      const started = Date.now();
      // Submissions keep arriving through the outage.
      for (let i = 0; Date.now() - started < 60_000; i++) {
        ids.push(await submitMixed(`m${i}`, i));
        await new Promise((r) => setTimeout(r, 4_000));
      }
      expect(h.smtp.received).toHaveLength(0);
      await h.smtp.start();
      await waitUntil(allArrived(ids), 30_000, "delivery after a minute's outage");
      const counts = arrivals(h.smtp, h.hook);
      const rows = await deliveriesOf(ids);
      expect(rows.length).toBe(ids.length * 3);
      expect(rows.filter((r) => counts.get(r.id) !== 1)).toEqual([]);
    });
  }
});
