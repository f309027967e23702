import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the smtp-server package), parsing every accepted message with mailparser. It can be
 * taken down and brought back on the same port, as a mail server that restarts or is unreachable for a while.
 */

/** `secure`: the message came over TLS (STARTTLS). */
export type ReceivedMail = { rcptTo: string[]; mailFrom: string; secure: boolean; raw: Buffer; parsed: ParsedMail };

/**
 * A reply the server gives a recipient instead of accepting, e.g. { at: "rcpt", reply: "550 5.1.1 No such user" }.
 * After DATA it can be aimed at one part of a split staff mail (`part`: its X-E7-Part, "2/2") and limited to the
 * first `times` messages it meets (a server that refuses once, then accepts); without them it applies to every message.
 */
export type SmtpRefusal = { at: "rcpt" | "data"; reply: string; part?: string; times?: number };

/** `550 5.1.1 No such user` as smtp-server's callback error (its own enhanced codes are off, so the text is sent as is). */
function replyError(reply: string): Error {
  const [, code, text] = /^(\d{3}) (.*)$/.exec(reply)!;
  return Object.assign(new Error(text), { responseCode: Number(code) });
}

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** How long the server waits before it acknowledges a message it has already recorded: a killed sender then
   * leaves behind a message that arrived but was never confirmed, which it will send again. */
  ackDelayMs: number;
  /** Recipients (lower case) the server refuses, at RCPT TO or after the message (a content or policy refusal). */
  refusals: Map<string, SmtpRefusal>;
  /** Messages larger than this are refused after DATA with 552 5.3.4, as a server with a size limit does. */
  maxMessageBytes: number;
  /** The SIZE the server advertises in its EHLO reply (50 MB unless set), which it also enforces, as Postfix does. */
  advertisedBytes: number;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export const ADVERTISED_BYTES = 50 * 1024 * 1024;

/** `starttls`: the server offers STARTTLS with smtp-server's own certificate, which no client trusts (it has expired). */
export async function startSmtpSink(port = 0, { starttls = false } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const control = { ackDelayMs: 0, maxMessageBytes: Infinity, advertisedBytes: ADVERTISED_BYTES };
  const refusals = new Map<string, SmtpRefusal>();
  const refusalFor = (addresses: string[], at: SmtpRefusal["at"], part?: string) => {
    const refusal = addresses
      .map((a) => refusals.get(a.toLowerCase()))
      .find((r) => r?.at === at && (r.part === undefined || r.part === part) && r.times !== 0);
    if (refusal?.times !== undefined) refusal.times--;
    return refusal;
  };
  let server: SMTPServer | undefined;
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: starttls ? ["AUTH"] : ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 50,
        size: control.advertisedBytes,
        hideENHANCEDSTATUSCODES: true,
        onRcptTo(address, _session, callback) {
          const refusal = refusalFor([address.address], "rcpt");
          callback(refusal ? replyError(refusal.reply) : null);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks);
            const rcptTo = session.envelope.rcptTo.map((r) => r.address);
            const headers = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString("latin1");
            const refusal = refusalFor(rcptTo, "data", /^X-E7-Part: *(\S+)/im.exec(headers)?.[1]);
            if (refusal) return callback(replyError(refusal.reply));
            if (raw.length > control.maxMessageBytes) return callback(replyError("552 5.3.4 Message size exceeds fixed maximum message size"));
            simpleParser(raw).then(
              (parsed) => {
                received.push({
                  rcptTo,
                  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  secure: session.secure,
                  raw,
                  parsed,
                });
                setTimeout(callback, control.ackDelayMs);
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      s.on("error", reject);
      s.listen(p, "127.0.0.1", () => {
        server = s;
        resolve((s.server.address() as AddressInfo).port);
      });
    });
  const actual = await listen(port);
  return {
    get ackDelayMs() {
      return control.ackDelayMs;
    },
    set ackDelayMs(ms: number) {
      control.ackDelayMs = ms;
    },
    get maxMessageBytes() {
      return control.maxMessageBytes;
    },
    set maxMessageBytes(bytes: number) {
      control.maxMessageBytes = bytes;
    },
    get advertisedBytes() {
      return control.advertisedBytes;
    },
    set advertisedBytes(bytes: number) {
      control.advertisedBytes = bytes;
      // smtp-server reads its options at each EHLO and MAIL FROM: a server reconfigured between two connections.
      if (server) server.options.size = bytes;
    },
    refusals,
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: async () => {
      await listen(actual);
    },
  };
}
