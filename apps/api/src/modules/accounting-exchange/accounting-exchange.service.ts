import type { Language } from '@aruu/contract/common';
import {
  defaultExchangeMapping,
  EXCHANGE_PATH,
  type ExchangeLocationList,
  type ExchangeMapping,
  type ExchangeRun,
  type ExchangeRunFilters,
  type ExchangeRunList,
  type ExchangeSettings,
  type ExchangeSettingsBody,
} from '@aruu/contract/staff-exchange';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { allLocations, locationName } from '../locations/locations.service.js';
import * as repo from './accounting-exchange.repository.js';

interface Actor {
  actorId: number;
  requestId?: string;
}

function settingsView(row: repo.SettingsRow | undefined): ExchangeSettings {
  return {
    enabled: row?.enabled ?? false,
    login: row?.login ?? null,
    password_set: Boolean(row?.passwordHash),
    mapping: row?.mapping ?? defaultExchangeMapping,
    path: EXCHANGE_PATH,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

function runView(row: repo.RunRow): ExchangeRun {
  const abandoned = row.result === 'running' && row.expiresAt.getTime() < Date.now();
  return {
    id: row.id,
    type: row.type,
    result: abandoned ? 'abandoned' : row.result,
    reason: row.reason,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    files: row.files.map((file) => file.name),
    import_ids: [...new Set(row.files.flatMap((file) => (file.importId ? [file.importId] : [])))],
    orders_sent: row.ordersSent,
    orders_confirmed: row.ordersConfirmed,
    statuses: row.statuses,
  };
}

/** What the audit trail keeps of the settings: never the password's hash, only that it changed. */
const auditView = (row: repo.SettingsRow | undefined) =>
  row ? { enabled: row.enabled, login: row.login, mapping: row.mapping } : null;

const incomplete = () =>
  new AppError('unprocessable', 'exchange_account_incomplete', 'The exchange needs a login and a password to be on');

/** The mapping staff saved for the exchange, or the default while they have saved none. */
export async function savedExchangeMapping(db: Db): Promise<ExchangeMapping> {
  return (await repo.findSettings(db))?.mapping ?? defaultExchangeMapping;
}

/** The exchange's settings and log in the back office (`exchange.manage`). */
export function createAccountingExchangeService(deps: { db: Db; passwords: PasswordHasher }) {
  const { db, passwords } = deps;

  async function save(body: z.output<typeof ExchangeSettingsBody>, actor: Actor): Promise<ExchangeSettings> {
    const codes = new Set((await allLocations(db)).map((location) => location.code));
    const unknown = Object.entries(body.mapping.warehouses).filter(([, code]) => !codes.has(code));
    if (unknown.length > 0) {
      throw new AppError('unprocessable', 'unknown_location', `No location has the code ${unknown[0]![1]}`, {
        [`mapping.warehouses.${unknown[0]![0]}`]: { code: 'invalid_value', message: 'No location has this code' },
      });
    }
    const passwordHash = body.password === undefined ? undefined : await passwords.hash(body.password);
    return db.transaction(async (tx) => {
      const before = await repo.findSettings(tx);
      const willHavePassword = passwordHash !== undefined || Boolean(before?.passwordHash);
      if (body.enabled && (!body.login || !willHavePassword)) throw incomplete();
      const saved = await repo.saveSettings(tx, {
        enabled: body.enabled,
        login: body.login,
        mapping: body.mapping,
        updatedBy: actor.actorId,
        ...(passwordHash !== undefined && { passwordHash }),
      });
      // A new password, another login or the exchange turned off: no session of the old account goes on.
      if (passwordHash !== undefined || body.login !== before?.login || !body.enabled) await repo.endSessions(tx);
      await recordAudit(tx, {
        ...actor,
        action: 'exchange_settings.updated',
        objectType: 'exchange_settings',
        objectId: 1,
        before: auditView(before),
        after: { ...auditView(saved), password_changed: passwordHash !== undefined },
      });
      return settingsView(saved);
    });
  }

  async function runs(filters: ExchangeRunFilters): Promise<ExchangeRunList> {
    const { rows, total } = await repo.listRuns(db, filters);
    return { items: rows.map(runView), page: filters.page, page_size: filters.page_size, total };
  }

  async function locations(lang: Language): Promise<ExchangeLocationList> {
    const rows = await allLocations(db);
    return { items: rows.map((row) => ({ code: row.code, name: locationName(row, lang), active: row.active })) };
  }

  return {
    settings: async () => settingsView(await repo.findSettings(db)),
    save,
    runs,
    locations,
  };
}

export type AccountingExchangeService = ReturnType<typeof createAccountingExchangeService>;
