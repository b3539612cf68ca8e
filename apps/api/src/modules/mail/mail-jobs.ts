import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type EnqueueOptions, type JobHandler, type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import { type MailAttachment, type Mailer, MailMessage } from './mail-message.js';
import {
  isMailTemplate,
  type MailData,
  type MailTemplate,
  renderTemplate,
  type TemplatedMail,
} from './mail-templates.js';

export const MAIL_SEND_JOB = 'mail.send';

/**
 * Files a queued mail names and the module that owns them makes when the mail is sent (the queue
 * keeps names and ids, never the bytes: decision 049). Each kind is given its source by its module
 * (`app.mailAttachments`), so this module imports none of them.
 */
export const mailAttachmentKinds = ['order-invoice'] as const;
export type MailAttachmentKind = (typeof mailAttachmentKinds)[number];
const AttachmentRef = z.object({ kind: z.enum(mailAttachmentKinds), id: z.number().int().positive() });
export type MailAttachmentRef = z.infer<typeof AttachmentRef>;

/** Makes the file of an attachment kind for an id; throws to have the job retried. */
export type MailAttachmentSource = (id: number) => Promise<MailAttachment>;
export type MailAttachmentSources = Map<MailAttachmentKind, MailAttachmentSource>;

/** A `mail.send` job's payload: the template and its data, rendered when the job runs. */
const QueuedMail = z.object({
  to: z.email(),
  template: z.string().refine(isMailTemplate, 'not a mail template'),
  data: z.unknown(),
  /** For whoever reads the queue; the sent subject is rendered with the rest. */
  subject: z.string(),
  unsubscribeUrl: MailMessage.shape.unsubscribeUrl,
  attachments: z.array(AttachmentRef).optional(),
});

/** The message a job sends: its template rendered now, or a message a release before 049 queued whole. */
async function messageOf(payload: unknown, sources: MailAttachmentSources): Promise<MailMessage> {
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
    const attachments = await Promise.all((queued.data.attachments ?? []).map((ref) => attachmentOf(ref, sources)));
    return MailMessage.parse({ to, ...rendered, unsubscribeUrl, ...(attachments.length ? { attachments } : {}) });
  }
  const rendered = MailMessage.safeParse(payload);
  if (!rendered.success) throw new PermanentJobError(`Not a mail: ${z.prettifyError(queued.error)}`);
  return rendered.data;
}

function attachmentOf(ref: MailAttachmentRef, sources: MailAttachmentSources): Promise<MailAttachment> {
  const source = sources.get(ref.kind);
  // Not given by this build (its module is not mounted): no retry will change that.
  if (!source) throw new PermanentJobError(`No source for the ${ref.kind} attachment`);
  return source(ref.id);
}

/** The `mail.send` job: sends through the mailer; a failed send throws, so the queue retries it. */
export function sendMailJob(mailer: Mailer, sources: MailAttachmentSources = new Map()): JobHandler {
  return async (payload) => {
    await mailer.send(await messageOf(payload, sources));
  };
}

/** Call inside the transaction of the change the mail reports: it is sent iff that commits. */
export async function enqueueMail(
  queue: JobQueue,
  tx: DbOrTx,
  message: TemplatedMail & { to: string; unsubscribeUrl?: string; attachments?: MailAttachmentRef[] },
  options?: EnqueueOptions,
) {
  await queue.enqueue(tx, MAIL_SEND_JOB, QueuedMail.parse(message), options);
}
