import { readFile } from 'node:fs/promises';
import type { CommerceMlQuery, ExchangeRunType } from '@aruu/contract/staff-exchange';
import type { Db } from '../../db/client.js';
import * as repo from './accounting-exchange.repository.js';
import type { CatalogExchange } from './catalog-exchange.js';
import { type ExchangeAnswer, failure, lines, success } from './exchange-answer.js';
import { ExchangeFileError, type ExchangeFiles, safeFileName } from './exchange-files.js';
import { EXCHANGE_COOKIE, type ExchangeSessions } from './exchange-sessions.js';
import { ORDERS_SCHEMA_VERSION } from './orders-document.js';
import { isWholeXml } from './orders-file.js';
import type { SaleExchange } from './sale-exchange.js';

/** The schema versions 1C may ask for at `init` that our documents answer in; others get ours. */
const versions = new Set(['2.03', '2.04', '2.05', '2.06', '2.07', '2.08', '2.09', '2.10']);

export interface ExchangeCall {
  query: CommerceMlQuery;
  authorization: string | undefined;
  /** The session cookie's value, if the call carries one. */
  token: string | undefined;
  ip: string;
  /** A file part (POST `mode=file`). */
  body: Buffer | undefined;
}

/**
 * 1C's site-exchange protocol over the run's session: `checkauth` signs in and opens a run,
 * `init` says how to send files, then `file` parts, `import` (catalogue) or `query`/`success`
 * (orders) and `file` (orders back), each answered in the protocol's words.
 */
export function createCommerceMlService(deps: {
  db: Db;
  sessions: ExchangeSessions;
  files: ExchangeFiles;
  catalog: CatalogExchange;
  sale: SaleExchange;
  fileLimitBytes: number;
}) {
  const { db, sessions, files, catalog, sale, fileLimitBytes } = deps;

  async function checkauth(type: ExchangeRunType, call: ExchangeCall): Promise<ExchangeAnswer> {
    const signIn = await sessions.signIn(type, call.authorization, call.ip);
    switch (signIn.outcome) {
      case 'disabled':
        return failure('Обмен с учётной системой выключен в настройках магазина', 401);
      case 'rate_limited':
        return failure('Слишком много неверных попыток входа, повторите позже', 429);
      case 'wrong_account':
        return failure('Неверный логин или пароль обмена', 401);
    }
    return success(
      EXCHANGE_COOKIE,
      signIn.token,
      `sessid=${signIn.token}`,
      `timestamp=${Math.floor(Date.now() / 1000)}`,
    );
  }

  function init(type: ExchangeRunType, version: string | undefined): ExchangeAnswer {
    // Orders files come back small, as one XML; only the catalogue (with its pictures) is worth packing.
    const answer = [`zip=${type === 'catalog' ? 'yes' : 'no'}`, `file_limit=${fileLimitBytes}`];
    if (version) answer.push(`version=${versions.has(version) ? version : ORDERS_SCHEMA_VERSION}`);
    return lines(...answer);
  }

  async function receive(run: repo.RunRow, name: string, body: Buffer | undefined): Promise<ExchangeAnswer> {
    if (!body || body.length === 0) return failure(`Пустая часть файла ${name}`);
    const size = await files.append(run.id, name, body);
    await db.transaction(async (tx) => {
      const locked = await repo.lockRun(tx, run.id);
      const others = locked.files.filter((file) => file.name !== name);
      await repo.updateRun(tx, run.id, { files: [...others, { name, bytes: size, importId: null }] });
    });
    // Orders come back without `import` from older 1C: a whole file is applied as soon as its last part is in.
    if (run.type === 'sale' && name.toLowerCase().endsWith('.xml')) {
      if (isWholeXml(await readFile(files.path(run.id, name))))
        return sale.applyFile(await repo.findRun(db, run.id), name);
    }
    return success();
  }

  async function handle(call: ExchangeCall, method: 'GET' | 'POST'): Promise<ExchangeAnswer> {
    const { type, mode, filename } = call.query;
    if (type !== 'catalog' && type !== 'sale') return failure(`Неизвестный тип обмена: ${type ?? ''}`);
    if (mode === 'checkauth') return checkauth(type, call);
    const run = await sessions.resume(call.token, type);
    if (!run) return failure('Нет сеанса обмена или он истёк: начните с checkauth', 401);
    try {
      switch (mode) {
        case 'init':
          return init(type, call.query.version);
        case 'file':
          if (method !== 'POST') return failure('Файл передаётся запросом POST');
          return await receive(run, safeFileName(filename), call.body);
        case 'import':
          return type === 'catalog'
            ? await catalog.importFile(run, safeFileName(filename), await settingsOf())
            : await sale.applyFile(run, safeFileName(filename));
        case 'query':
          return type === 'sale' ? await sale.query(run) : failure('Каталог магазин не выгружает');
        case 'success':
          return type === 'sale' ? await sale.confirm(run) : success();
        // Newer 1C ends a full catalogue exchange with these: goods it did not send are not taken
        // off the shop (publishing is the site's), and the run has already ended with its import.
        case 'deactivate':
        case 'complete':
          return success();
        default:
          return failure(`Неизвестный режим обмена: ${mode ?? ''}`);
      }
    } catch (error) {
      if (error instanceof ExchangeFileError) return failure(error.message);
      throw error;
    }
  }

  async function settingsOf() {
    return (await repo.findSettings(db))!;
  }

  return { handle };
}

export type CommerceMlService = ReturnType<typeof createCommerceMlService>;
