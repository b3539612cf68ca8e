import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_SEND_JOB, type MailAttachmentSources, sendMailJob } from './mail-jobs.js';
import type { Mailer } from './mail-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a queued mail's attachments are made at send time; their owning modules add them. */
    mailAttachments: MailAttachmentSources;
  }
}

/** Sends the mails other modules queue (`enqueueMail`), through the mailer it is handed. */
export const mailModule = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    const sources: MailAttachmentSources = new Map();
    app.decorate('mailAttachments', sources);
    app.jobs.register(MAIL_SEND_JOB, sendMailJob(mailer, sources));
  },
  { name: 'mail', dependencies: ['jobs'] },
);
