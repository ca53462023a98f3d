import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  replyTo: string;
  attachments: { filename: string; contentType: string; size: number }[];
};

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package): the app sends to it
 * through SMTP_URL exactly as it would to a provider, and tests read what arrived.
 */
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
    readonly received: ReceivedMail[],
  ) {}

  static async start(): Promise<SmtpSink> {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const addresses = (field: typeof mail.to) =>
              (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
                a.value.map((v) => v.address ?? ''),
              );
            received.push({
              to: addresses(mail.to),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              replyTo: mail.replyTo?.text ?? '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                size: a.size,
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return new SmtpSink(server, `smtp://127.0.0.1:${port}`, received);
  }

  /** The first message to `address` whose subject contains `subject`, waiting up to 5 s. */
  async waitFor(address: string, subject: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((m) => m.to.includes(address) && m.subject.includes(subject));
      if (mail) return mail;
      if (Date.now() > deadline) {
        throw new Error(
          `No mail «${subject}» to ${address}; got: ${this.received.map((m) => m.subject)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Takes the message out, so a later wait finds only a newer one. */
  async take(address: string, subject: string): Promise<ReceivedMail> {
    const mail = await this.waitFor(address, subject);
    this.received.splice(this.received.indexOf(mail), 1);
    return mail;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The path of the site link in a letter, e.g. ['activate', uid, token]. */
export function linkIn(mail: ReceivedMail, page: string): string[] {
  const match = new RegExp(`https?://[^\\s]+/${page}/([^/\\s]+)/([^/\\s]+)`).exec(mail.text);
  if (!match) throw new Error(`No /${page}/ link in:\n${mail.text}`);
  return [match[1]!, match[2]!];
}
