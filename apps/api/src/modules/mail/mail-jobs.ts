import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type EnqueueOptions, type JobHandler, type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import { type Mailer, MailMessage } from './mail-message.js';
import {
  isMailTemplate,
  type MailData,
  type MailTemplate,
  renderTemplate,
  type TemplatedMail,
} from './mail-templates.js';

export const MAIL_SEND_JOB = 'mail.send';

/** A `mail.send` job's payload: the template and its data, rendered when the job runs. */
const QueuedMail = z.object({
  to: z.email(),
  template: z.string().refine(isMailTemplate, 'not a mail template'),
  data: z.unknown(),
  /** For whoever reads the queue; the sent subject is rendered with the rest. */
  subject: z.string(),
  unsubscribeUrl: MailMessage.shape.unsubscribeUrl,
});

/** The message a job sends: its template rendered now, or a message a release before 049 queued whole. */
function messageOf(payload: unknown): MailMessage {
  const queued = QueuedMail.safeParse(payload);
  if (queued.success) {
    const { to, template, data, unsubscribeUrl } = queued.data;
    let rendered: ReturnType<typeof renderTemplate>;
    try {
      rendered = renderTemplate(template as MailTemplate, data as MailData<MailTemplate>);
    } catch (error) {
      // The data does not fit the template: no retry will change that.
      throw new PermanentJobError(`Could not render the ${template} mail: ${String(error)}`);
    }
    return MailMessage.parse({ to, ...rendered, unsubscribeUrl });
  }
  const rendered = MailMessage.safeParse(payload);
  if (!rendered.success) throw new PermanentJobError(`Not a mail: ${z.prettifyError(queued.error)}`);
  return rendered.data;
}

/** The `mail.send` job: sends through the mailer; a failed send throws, so the queue retries it. */
export function sendMailJob(mailer: Mailer): JobHandler {
  return async (payload) => {
    await mailer.send(messageOf(payload));
  };
}

/** Call inside the transaction of the change the mail reports: it is sent iff that commits. */
export async function enqueueMail(
  queue: JobQueue,
  tx: DbOrTx,
  message: TemplatedMail & { to: string; unsubscribeUrl?: string },
  options?: EnqueueOptions,
) {
  await queue.enqueue(tx, MAIL_SEND_JOB, QueuedMail.parse(message), options);
}
