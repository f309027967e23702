import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the smtp-server package), parsing every accepted message with mailparser. It can be
 * taken down and brought back on the same port, as a mail server that restarts or is unreachable for a while.
 */

export type ReceivedMail = { rcptTo: string[]; mailFrom: string; raw: Buffer; parsed: ParsedMail };

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** How long the server waits before it acknowledges a message it has already recorded: a killed sender then
   * leaves behind a message that arrived but was never confirmed, which it will send again. */
  ackDelayMs: number;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const control = { ackDelayMs: 0 };
  let server: SMTPServer | undefined;
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 50,
        size: 50 * 1024 * 1024,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks);
            simpleParser(raw).then(
              (parsed) => {
                received.push({
                  rcptTo: session.envelope.rcptTo.map((r) => r.address),
                  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
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
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: async () => {
      await listen(actual);
    },
  };
}
