import type { Language } from '@aruu/contract/common';
import type { ConsultationRequest, HelpFormRequest, RequestReceived } from '@aruu/contract/help';
import { storeInfo } from '@aruu/contract/store-info';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import * as repo from './help.repository.js';

export type HelpService = ReturnType<typeof createHelpService>;

type WithLanguage<T> = T & { language: Language };

/**
 * Each request is stored and, in the same transaction, the mail telling the shop about it is
 * queued: the shop hears of exactly the requests that were kept. The sender gets no mail, so
 * the forms cannot be used to send mail to someone else's address.
 */
export function createHelpService(deps: { db: Db; queue: JobQueue }) {
  const { db, queue } = deps;

  async function submitHelpForm(request: WithLanguage<HelpFormRequest>): Promise<RequestReceived> {
    const email = request.email ?? null;
    return db.transaction(async (tx) => {
      const id = await repo.insertHelpRequest(tx, { ...request, email });
      await enqueueMail(queue, tx, { to: storeInfo.email, ...mailOf('help-request', { id, ...request, email }) });
      return { id, status: 'received' as const };
    });
  }

  async function requestConsultation(request: WithLanguage<ConsultationRequest>): Promise<RequestReceived> {
    return db.transaction(async (tx) => {
      const id = await repo.insertConsultationRequest(tx, request);
      await enqueueMail(queue, tx, { to: storeInfo.email, ...mailOf('consultation-request', { id, ...request }) });
      return { id, status: 'received' as const };
    });
  }

  return { submitHelpForm, requestConsultation };
}
