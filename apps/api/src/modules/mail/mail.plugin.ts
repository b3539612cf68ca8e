import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_SEND_JOB, sendMailJob } from './mail-jobs.js';
import type { Mailer } from './mail-message.js';

/** Sends the mails other modules queue (`enqueueMail`), through the mailer it is handed. */
export const mailModule = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    app.jobs.register(MAIL_SEND_JOB, sendMailJob(mailer));
  },
  { name: 'mail', dependencies: ['jobs'] },
);
