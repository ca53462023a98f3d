import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { AppConfig } from '../config/config.ts';

export const ZMailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  /** Plain text only: nothing a user typed can turn into markup in someone's mailbox. */
  text: z.string(),
  replyTo: z.string().optional(),
  /** Links the message carries; logged in outbox mode so a developer can follow them. */
  links: z.array(z.string()).optional(),
  /** The page that stops letters of this kind, offered by mail clients as «Отписаться». */
  listUnsubscribe: z.string().optional(),
});
export type MailMessage = z.infer<typeof ZMailMessage>;

/** A file sent with a letter (the tickets); made when the letter is sent, never stored. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

type Transport = {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage, attachments?: MailAttachment[]): Promise<void>;
  close(): void;
};

/**
 * Sends mail by SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to
 * DATA_DIR/outbox/ and logs its links, so development and the browser tests need no mail server.
 */
export class Mailer {
  private readonly transport: Transport;

  constructor(config: AppConfig, log: FastifyBaseLogger) {
    this.transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mail.from, log)
      : outboxTransport(path.join(config.dataDir, 'outbox'), config.mail.from, log);
  }

  get kind(): 'smtp' | 'outbox' {
    return this.transport.kind;
  }

  /** Sends and waits; a failure reaches the caller. */
  send(message: MailMessage, attachments: MailAttachment[] = []): Promise<void> {
    return this.transport.deliver(message, attachments);
  }

  close(): void {
    this.transport.close();
  }
}

function smtpTransport(url: string, from: string, log: FastifyBaseLogger): Transport {
  const transporter = nodemailer.createTransport(url);
  // A pooled connection (`?pool=true`) that the server drops reports it here, not to a letter;
  // the letter in flight fails on its own and its job tries again.
  transporter.on('error', (error) => log.warn({ err: error }, 'соединение с SMTP потеряно'));
  return {
    kind: 'smtp',
    async deliver(message, attachments = []) {
      await transporter.sendMail(envelope(message, from, attachments));
    },
    close: () => transporter.close(),
  };
}

function outboxTransport(dir: string, from: string, log: FastifyBaseLogger): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async deliver(message, attachments = []) {
      const info = await transporter.sendMail(envelope(message, from, attachments));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { file, to: message.to, subject: message.subject, links: message.links ?? [] },
        'письмо записано в outbox',
      );
    },
    close: () => transporter.close(),
  };
}

function envelope(message: MailMessage, from: string, attachments: MailAttachment[] = []) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
