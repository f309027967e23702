import { advertisedSizeLimit, classifySmtpError } from "./smtp-refusal";

/** nodemailer's error as it arrives: a reply, the command it answered, nodemailer's code. */
const smtpError = (response: string, command: string, code = "EENVELOPE") =>
  Object.assign(new Error(`Failed: ${response}`), { code, command, response, responseCode: Number(response.slice(0, 3)) });

describe("an SMTP failure", () => {
  it.each([
    ["a connection refused", Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET", command: "CONN" })],
    ["a timeout", Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT", command: "CONN" })],
    ["a 451 to RCPT TO", smtpError("451 4.3.0 Temporary local problem", "RCPT TO")],
    ["a 421 greeting", smtpError("421 4.4.2 Too busy", "CONN", "EPROTOCOL")],
    ["a 550 whose enhanced status is transient", smtpError("550 4.2.1 Mailbox busy", "RCPT TO")],
    ["a 503 bad sequence", smtpError("503 5.5.1 Bad sequence of commands", "DATA")],
    ["wrong credentials (535)", smtpError("535 5.7.8 Authentication credentials invalid", "AUTH PLAIN", "EAUTH")],
    ["a sender the server will not send for", smtpError("553 5.7.1 Sender address rejected: not owned by user", "MAIL FROM")],
  ])("is retried: %s", (_what, error) => {
    expect(classifySmtpError(error)).toEqual({ kind: "transient" });
  });

  it.each([
    ["550 5.1.1 <ana@gmial.com>: Recipient address rejected: User unknown", "RCPT TO"],
    ["550 Requested action not taken: mailbox unavailable", "RCPT TO"],
    ["553 5.1.3 Bad recipient address syntax", "RCPT TO"],
    ["550 5.4.1 Recipient address rejected: Access denied", "RCPT TO"],
    ["552 5.2.2 Mailbox full", "DATA"],
    ["550 5.1.1 Recipient not found (checked after the message)", "DATA"],
  ])("names the recipient: %s", (response, command) => {
    expect(classifySmtpError(smtpError(response, command))).toMatchObject({ kind: "refused", about: "recipient", at: command, reply: response });
  });

  it.each([
    ["552 5.3.4 Message size exceeds fixed limit", "DATA"],
    ["552 5.3.4 Message size exceeds fixed limit", "MAIL FROM"],
    ["554 5.7.1 Message rejected as spam", "DATA"],
    ["554 5.7.1 <ana@example.com>: Relay access denied", "RCPT TO"],
    ["550 Relaying denied", "RCPT TO"],
    ["554 Transaction failed", "RCPT TO"],
  ])("refuses the message: %s at %s", (response, command) => {
    expect(classifySmtpError(smtpError(response, command))).toMatchObject({ kind: "refused", about: "message", reply: response });
  });

  it("refuses the message when nodemailer finds it larger than the server's advertised SIZE", () => {
    const error = Object.assign(new Error("Message size larger than allowed 26214400"), { code: "EMESSAGE", command: "MAIL FROM" });
    expect(classifySmtpError(error)).toMatchObject({ kind: "refused", about: "message" });
  });

  it("tells the server's advertised SIZE only from nodemailer's own refusal, which sent nothing", () => {
    expect(advertisedSizeLimit(Object.assign(new Error("Message size larger than allowed 10240000"), { code: "EMESSAGE", command: "MAIL FROM" }))).toBe(10_240_000);
    expect(advertisedSizeLimit(smtpError("552 5.3.4 Message size exceeds fixed limit", "MAIL FROM"))).toBeNull(); // the server's reply names no size
    expect(advertisedSizeLimit(smtpError("552 5.3.4 Message size exceeds fixed limit", "DATA"))).toBeNull();
    expect(advertisedSizeLimit(new Error("connect ECONNREFUSED"))).toBeNull();
  });

  it("is retried when it is no SMTP error at all", () => {
    expect(classifySmtpError(new Error("SMTP_URL is not set on this instance"))).toEqual({ kind: "transient" });
    expect(classifySmtpError("boom")).toEqual({ kind: "transient" });
  });
});
