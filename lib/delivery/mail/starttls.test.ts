import { judgeFailure } from "../failure";
import { startSmtpSink, type SmtpSink } from "../test-smtp-sink";
import { closeSmtpTransport, smtpTransport } from "./transport";

/** A mail server that offers STARTTLS with a certificate this site does not trust, as a local Postfix often does. */
describe("a mail server whose STARTTLS certificate is not trusted", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink(0, { starttls: true });
  });
  afterEach(() => closeSmtpTransport());
  afterAll(() => smtp.stop());
  const message = { from: "no-reply@e7.example", to: "sales@e7.example", subject: "Contact query: Tom", text: "Hello" };

  it("fails the attempt, retried, and the log line says what to change", async () => {
    const error: unknown = await smtpTransport(smtp.url).sendMail(message).then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    const verdict = judgeFailure("staff-mail", error);
    expect(verdict.final).toBeUndefined(); // not dead: fixed on the server or in SMTP_URL, then everything goes
    expect(verdict.error).toContain("the mail server's TLS certificate is not trusted");
    expect(verdict.error).toContain("add ?tls.rejectUnauthorized=false to SMTP_URL");
    expect(smtp.received).toHaveLength(0);
  });

  it("takes the message over TLS when SMTP_URL says not to check the certificate", async () => {
    await smtpTransport(`${smtp.url}?tls.rejectUnauthorized=false`).sendMail(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ secure: true, rcptTo: ["sales@e7.example"] });
  });

  it("gives other failures no such advice", () => {
    expect(judgeFailure("staff-mail", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET", command: "CONN" })).error).toBe(
      "connect ECONNREFUSED 127.0.0.1:25",
    );
  });
});
