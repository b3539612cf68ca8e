import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage } from './mail-message.js';
import { insertSandboxMail } from './sandbox-mail.repository.js';

export interface MailerOptions {
  /** `smtp://host:587`, `smtps://user:pass@host:465`; without it mail goes to the sandbox mailbox. */
  smtpUrl?: string;
  /** The From header, e.g. `Aruu <no-reply@aruu.kg>`. */
  from: string;
  db: Db;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createSandboxMailer(options.db);
}

/** The outgoing mail server's transport: what the mailer sends through and `providers:check` verifies. */
export function createSmtpTransport(url: string, from: string) {
  // Nodemailer waits up to 10 minutes on a silent socket by default; a stuck send would hold its
  // job's lease that long. Failing fast lets the queue retry it.
  return nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );
}

function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createSmtpTransport(url, from);
  return {
    async send({ to, subject, text, html, unsubscribeUrl, attachments }: MailMessage) {
      const headers = unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
      await transport.sendMail({
        to,
        subject,
        text,
        html,
        headers,
        list: unsubscribeUrl ? { unsubscribe: unsubscribeUrl } : undefined,
        attachments,
      });
    },
  };
}

/** Stores the message for `/_sandbox/mail`, so a store run locally "sends" mail without a server. */
function createSandboxMailer(db: Db): Mailer {
  return { send: (message) => insertSandboxMail(db, message) };
}
