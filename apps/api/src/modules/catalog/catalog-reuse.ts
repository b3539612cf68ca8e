import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { catalogVersion } from '../../db/schema/index.js';
import { sharedReads } from '../../lib/shared-reads.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** The version the answer being computed was asked at, for the parts it reuses. */
const askedAt = new AsyncLocalStorage<string>();

const preparedVersionReads = new WeakMap<DbOrTx, ReturnType<typeof versionQuery>>();

function versionQuery(db: DbOrTx) {
  return db
    .select({ version: catalogVersion.version, database: sql<string>`current_database()` })
    .from(catalogVersion)
    .prepare('catalog_version');
}

/**
 * The catalogue's version now, with the database it is of: copies of one database (a test
 * worker's app is lent from copy to copy) count from the same number and then part ways. One
 * prepared statement reading one row.
 */
export async function readCatalogVersion(db: DbOrTx): Promise<{ version: number; database: string }> {
  let query = preparedVersionReads.get(db);
  if (!query) {
    query = versionQuery(db);
    preparedVersionReads.set(db, query);
  }
  const [row] = await query.execute();
  if (!row) throw new Error('catalog_version has no row: migration 0056 has not run');
  return row;
}

export type CatalogReuse = ReturnType<typeof createCatalogReuse>;

/** Keeps an answer while the catalogue's version stays (`answers`). */
export type KeepAnswer<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * The catalogue's answers and their parts, reused while the catalogue stays as it was (decision
 * 078). Every transaction that writes to a table the catalogue is read from moves
 * `catalog_version` at its commit (migration 0056), and an answer is kept under the version read
 * before computing it: the very next request after a write reads the new version and computes
 * afresh, on every API process, so this is no time-to-live cache. `maxAgeMs` bounds only what the
 * clock changes without a write (a product stops being new, a banner's dates come); 0 turns reuse
 * off, so every answer is computed (the benchmark's "no reuse").
 */
export function createCatalogReuse(options: { db: Db; maxAgeMs: number }) {
  const stores: TtlCache<unknown>[] = [];
  const parts = new TtlCache<unknown>({ ttlMs: options.maxAgeMs, maxEntries: 2000 });
  // Requests that arrive together share one read of the version (begun after each of them
  // arrived): at 50 connections, a read each queued for the pool and doubled its round trips.
  const readVersion = sharedReads(() => readCatalogVersion(options.db));
  let seen: string | undefined;

  /**
   * The version now, as a key. What was kept under another is dropped: no later request reads an
   * older version, and a database restored from a backup counts its versions again.
   */
  async function currentVersion(): Promise<string> {
    const { version: number, database } = await readVersion();
    const version = `${database}@${number}`;
    if (version !== seen) {
      seen = version;
      for (const store of stores) store.clear();
      parts.clear();
    }
    return version;
  }

  /**
   * Whole answers kept apart from the others, at most `maxEntries` of them: a module whose
   * answers are large (server-rendered pages) keeps its own few, and does not push the
   * catalogue's many small answers out.
   */
  function answers(maxEntries: number) {
    const kept = new TtlCache<unknown>({ ttlMs: options.maxAgeMs, maxEntries });
    stores.push(kept);
    /** A whole answer, computed once per version: its parts (`part`) are reused at that version. */
    return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (options.maxAgeMs <= 0) return compute();
      const version = await currentVersion();
      return kept.getOrLoad(`${version} ${key}`, () => askedAt.run(version, compute)) as Promise<T>;
    };
  }

  return {
    answer: answers(5000),
    answers,
    /**
     * A part of answers (the category tree, a filter's counts, a search's corrected text), shared
     * by the answers computed at one version. Asked outside an answer (a job, another module),
     * it is read afresh: with no version read first, nothing kept could be known current.
     */
    part<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = askedAt.getStore();
      if (version === undefined) return load();
      return parts.getOrLoad(`${version} ${key}`, load) as Promise<T>;
    },
  };
}
