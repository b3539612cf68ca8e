import type { Language } from '@aruu/contract/common';
import { pagePath } from '@aruu/contract/pages';
import type { StockAlertRequest } from '@aruu/contract/stock-alerts';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { type JobQueue, PermanentJobError } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import * as repo from './stock-alerts.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

export const STOCK_ALERTS_JOB = 'stock-alerts.send';
const AlertsJob = z.object({ variationId: z.number().int() });

/** Where the unsubscribe page lives (a server page: stock-alerts.page.ts). */
export const UNSUBSCRIBE_PATH = '/stock-alerts/unsubscribe';

/**
 * The inventory's `onRestocked` hook: in the restock's transaction, one job per variation that
 * someone waits for, so the emails go out iff the restock commits and never hold up the change.
 */
export function queueStockAlerts(queue: JobQueue) {
  return async (tx: DbOrTx, variationIds: number[]) => {
    for (const variationId of await repo.variationsWithAlerts(tx, variationIds)) {
      await queue.enqueue(tx, STOCK_ALERTS_JOB, { variationId });
    }
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;

export function createStockAlertsService(deps: {
  db: Db;
  queue: JobQueue;
  inventory: InventoryService;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}) {
  const { db, queue, inventory, tokens, publicUrl } = deps;

  async function mailInput(tx: DbOrTx, variationId: number, email: string, lang: Language) {
    const variation = await inventory.variation(tx, variationId, lang);
    if (!variation) return undefined;
    return {
      lang,
      title: variation.title,
      variationName: variation.variation_name,
      productUrl: `${publicUrl}${pagePath('product', variation.product_id)}?variation=${variationId}`,
      unsubscribeUrl: `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokens.sign(email))}&lang=${lang}`,
      stock: variation.stock,
    };
  }

  /**
   * The `stock-alerts.send` job: every alert of a restocked variation, its email queued and the
   * alert ended, in one transaction. Sold out again before the job ran, the alerts wait for the next restock.
   */
  async function sendAlerts(payload: unknown) {
    const job = AlertsJob.safeParse(payload);
    if (!job.success) throw new PermanentJobError('Not a stock alerts job');
    const { variationId } = job.data;
    await db.transaction(async (tx) => {
      const current = await inventory.variation(tx, variationId, 'ru');
      if (!current || current.stock <= 0) return;
      for (const alert of await repo.takeAlerts(tx, variationId)) {
        const input = await mailInput(tx, variationId, alert.email, alert.language);
        if (input) {
          const mail = mailOf('back-in-stock', input);
          await enqueueMail(queue, tx, { to: alert.email, ...mail, unsubscribeUrl: input.unsubscribeUrl });
        }
      }
    });
  }

  /**
   * An alert on a sold-out variation. The answer is the same whether the address already had
   * one; only a new alert sends its confirmation, to the address itself.
   */
  async function subscribe(request: StockAlertRequest & { email: string; language: Language; userId: number | null }) {
    await db.transaction(async (tx) => {
      const input = await mailInput(tx, request.variation_id, request.email, request.language);
      if (!input) throw notFound('Variation');
      if (input.stock > 0) throw new AppError('conflict', 'conflict', 'This variation is in stock: add it to the cart');
      const created = await repo.insertAlert(tx, {
        variationId: request.variation_id,
        email: request.email,
        language: request.language,
        userId: request.userId,
      });
      if (created) {
        const mail = mailOf('alert-subscribed', input);
        await enqueueMail(queue, tx, { to: request.email, ...mail, unsubscribeUrl: input.unsubscribeUrl });
      }
    });
  }

  /** Ends every alert of the token's address; false when the token is not one of ours. */
  async function unsubscribe(token: string): Promise<boolean> {
    const email = tokens.verify(token);
    if (!email) return false;
    await repo.deleteAlertsOf(db, email);
    return true;
  }

  return { sendAlerts, subscribe, unsubscribe, isValidToken: (token: string) => tokens.verify(token) !== undefined };
}
