import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { UdsClient } from './uds-client.js';
import { UdsError } from './uds-error.js';

/** 1 point is 1 unit of the UDS company's currency (UDS-SPEC); the store prices points as som. */
export const STORE_CURRENCY = 'KGS';
/** How long a settings answer is trusted before the next spend asks again. */
const RECHECK_MS = 10 * 60_000;

/** What `GET /settings` says about the configured UDS company. */
export type UdsCompanyCheck =
  | { status: 'ok'; companyId: string; name: string; currency: string }
  | { status: 'wrong_currency'; companyId: string; name: string; currency: string | null }
  | { status: 'unauthorized'; reason: string }
  | { status: 'unreachable'; reason: string };

/**
 * One harmless call (`GET /settings`) that tells the operator whether the UDS settings work: the
 * company's name and currency, or why not, in words. Used by the shop before points are spent
 * and by `npm run providers:check`. Never throws for a UDS failure.
 */
export async function checkUdsCompany(uds: Pick<UdsClient, 'getSettings'>): Promise<UdsCompanyCheck> {
  try {
    const { companyId, name, currency } = await uds.getSettings();
    return currency === STORE_CURRENCY
      ? { status: 'ok', companyId, name, currency }
      : { status: 'wrong_currency', companyId, name, currency };
  } catch (error) {
    if (!(error instanceof UdsError)) throw error;
    if (error.kind === 'unauthorized') {
      return { status: 'unauthorized', reason: `UDS refused the company id and API key (HTTP ${error.status})` };
    }
    return { status: 'unreachable', reason: unreachableReason(error) };
  }
}

function unreachableReason(error: UdsError): string {
  if (error.errorCode === 'invalidResponse') return 'the URL answers, but not with UDS company settings';
  if (error.status !== undefined) return `UDS_URL answered HTTP ${error.status}, not UDS company settings`;
  return error.message;
}

export const currencyMismatch = () =>
  new AppError(
    'unprocessable',
    'loyalty_currency_mismatch',
    `Points cannot be spent: the UDS company does not count in ${STORE_CURRENCY}`,
  );
export const unavailable = () =>
  new AppError('unavailable', 'loyalty_unavailable', 'The loyalty service does not answer, try again shortly');

/**
 * Points are spent only while UDS confirms the company counts in som: in another currency a
 * point would be worth something else than the som it takes off the bill. Asked in the
 * background at start and again before a spend once the answer is older than ten minutes; a
 * UDS outage never stops the shop from starting (docs/decisions/046).
 */
export function createUdsCurrencyGuard(deps: {
  uds: Pick<UdsClient, 'getSettings'>;
  log: FastifyBaseLogger;
  /** Told whether the last answer refused spending (true) or allowed it (false), e.g. for a metric. */
  onVerdict?: (refused: boolean) => void;
  now?: () => number;
}) {
  const { uds, log, now = Date.now } = deps;
  let known: { check: Extract<UdsCompanyCheck, { companyId: string }>; at: number } | undefined;
  let asking: Promise<UdsCompanyCheck> | undefined;

  function record(check: UdsCompanyCheck) {
    if (check.status === 'unauthorized' || check.status === 'unreachable') {
      log.warn({ uds: check }, 'could not check the UDS company settings');
      return;
    }
    const changed = known?.check.status !== check.status || known.check.currency !== check.currency;
    known = { check, at: now() };
    deps.onVerdict?.(check.status !== 'ok');
    if (!changed) return;
    if (check.status === 'ok') log.info({ uds: check }, 'UDS company counts in KGS: points can be spent');
    else log.error({ uds: check }, `UDS company currency is ${check.currency}, not KGS: spending points is refused`);
  }

  /** Asks UDS now (one request at a time); what it learns is kept for the next spends. */
  function refresh(): Promise<UdsCompanyCheck> {
    asking ??= checkUdsCompany(uds)
      .then((check) => {
        record(check);
        return check;
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  }

  /** Throws unless points may be spent: `loyalty_currency_mismatch`, or `loyalty_unavailable` when never confirmed. */
  async function assertSpendable() {
    if (!known || now() - known.at > RECHECK_MS) await refresh();
    // A failed re-check keeps the last answer: UDS being down is not the company changing currency.
    if (!known) throw unavailable();
    if (known.check.status !== 'ok') throw currencyMismatch();
  }

  return { refresh, assertSpendable };
}
export type UdsCurrencyGuard = ReturnType<typeof createUdsCurrencyGuard>;
