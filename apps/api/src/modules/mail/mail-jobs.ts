import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type EnqueueOptions, type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import { type Mailer, MailMessage } from './mail-message.js';

export const MAIL_SEND_JOB = 'mail.send';

/** Sends each `mail.send` job through the mailer; a failed send throws, so the queue retries it. */
export function registerMailJobs(queue: JobQueue, mailer: Mailer): void {
  queue.register(MAIL_SEND_JOB, async (payload) => {
    const message = MailMessage.safeParse(payload);
    if (!message.success) throw new PermanentJobError(`Not a mail message: ${z.prettifyError(message.error)}`);
    await mailer.send(message.data);
  });
}

/** Call inside the transaction of the change the mail reports: it is sent iff that commits. */
export async function enqueueMail(queue: JobQueue, tx: DbOrTx, message: MailMessage, options?: EnqueueOptions) {
  await queue.enqueue(tx, MAIL_SEND_JOB, MailMessage.parse(message), options);
}
