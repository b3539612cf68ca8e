import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@aruu/contract/idempotency';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import * as repo from './idempotency.repository.js';

/**
 * Stores the operation's answer. The operation calls it inside the transaction that commits its
 * effect, so a committed effect always has its answer stored (and a lost reply can be replayed).
 * It throws when the request no longer holds the key, which rolls that transaction back.
 */
export type RecordOutcome<Body> = (tx: DbOrTx, body: Body) => Promise<void>;

export interface IdempotentOperation<Body> {
  /** The operation's name, e.g. `orders/create_from_cart`; keys are scoped to it and the user. */
  endpoint: string;
  userId: number;
  /** The status of a success, stored and replayed with the body. */
  status: number;
  execute(record: RecordOutcome<Body>): Promise<Body>;
}

export interface IdempotencySettings {
  /**
   * How long an in-flight claim is its request's without news from it: the request renews it every
   * third of that while it runs, so only a request whose process died (or froze) loses its key.
   */
  leaseMs?: number;
  /** How often a release the database could not take (it was away) is tried again. */
  releaseRetryMs?: number;
  /** How long a key and its answer are kept. */
  retentionMs?: number;
  /** Every this many claims (per process) a bounded batch of expired keys is deleted. */
  cleanupEvery?: number;
  cleanupBatchSize?: number;
}

export type Idempotency = ReturnType<typeof createIdempotency>;

const MAX_CLAIM_ROUNDS = 3;
/** A request in flight is usually done within a second; its lease only matters if it was lost. */
const RETRY_AFTER_SECONDS = 1;

/** A request body's fingerprint: the same body (whatever its keys' order) gives the same one. */
export const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(stringify(body) ?? '')
    .digest('hex');

const keyReused = () =>
  new AppError(
    'unprocessable',
    'idempotency_key_reused',
    'This Idempotency-Key was used with a different request body; use a new key for a new request',
  );

/**
 * Retries that never repeat an operation (IETF draft-ietf-httpapi-idempotency-key-header; see
 * docs/areas/orders-and-payments.md): a route that declares `IdempotencyHeaders` answers through `respond`.
 */
export function createIdempotency({
  db,
  log,
  settings = {},
}: {
  db: Db;
  log: FastifyBaseLogger;
  settings?: IdempotencySettings;
}) {
  const {
    leaseMs = 10_000,
    releaseRetryMs = 250,
    retentionMs = 24 * 60 * 60_000,
    cleanupEvery = 100,
    cleanupBatchSize = 500,
  } = settings;
  let claimsSinceCleanup = 0;
  const releases = createReleaseRetries({ db, log, intervalMs: releaseRetryMs });

  /** Counts a claim; now and then deletes a batch of expired keys, so the table stays small. */
  async function countClaim() {
    claimsSinceCleanup += 1;
    if (claimsSinceCleanup < cleanupEvery) return;
    claimsSinceCleanup = 0;
    await repo
      .deleteExpiredKeys(db, cleanupBatchSize)
      .catch((error: unknown) => log.warn({ err: error }, 'could not delete expired idempotency keys'));
  }

  /**
   * Renews the claim's lease while its request runs; answers when the lease ends, by this
   * process's clock, if no renewal follows.
   */
  function keepLease(claim: repo.KeyClaim) {
    let leaseEnd = Date.now() + leaseMs;
    let renewing = true;
    const timer = setInterval(() => {
      if (!renewing) return clearInterval(timer);
      const sent = Date.now();
      repo
        .renewKey(db, claim, leaseMs)
        .then((renewed) => {
          if (renewed) leaseEnd = sent + leaseMs;
          // Lapsed (the process froze) or taken over: the request's commit is fenced off anyway.
          else renewing = false;
        })
        .catch((error: unknown) => log.warn({ err: error }, 'could not renew an idempotency key'));
    }, leaseMs / 3);
    timer.unref();
    return {
      stop: () => clearInterval(timer),
      leaseEnd: () => leaseEnd,
    };
  }

  async function runClaimed<Body>(operation: IdempotentOperation<Body>, claim: repo.KeyClaim, reply: FastifyReply) {
    const record: RecordOutcome<Body> = async (tx, body) => {
      if (!(await repo.completeKey(tx, claim, { status: operation.status, body }))) {
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        throw new AppError(
          'conflict',
          'idempotency_key_in_flight',
          'Another request with this Idempotency-Key took over; retry to get its answer',
        );
      }
    };
    const lease = keepLease(claim);
    try {
      const body = await operation.execute(record);
      reply.status(operation.status);
      return body;
    } catch (error) {
      // The operation changed nothing (its transaction rolled back), so a retry may run it. The
      // release is fenced: after a commit whose reply was lost it finds the key completed and
      // leaves it. If the database is unreachable, it is tried again until the database is back.
      await repo.releaseKey(db, claim).catch((releaseError: unknown) => {
        log.warn({ err: releaseError }, 'could not release an idempotency key; will retry');
        releases.add(claim, lease.leaseEnd());
      });
      throw error;
    } finally {
      lease.stop();
    }
  }

  /** Runs the operation once per key and answers its first result to every retry. */
  async function respond<Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    operation: IdempotentOperation<Body>,
  ): Promise<Body> {
    // Already validated and unquoted by the route's `IdempotencyHeaders`.
    const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
    if (key === undefined) {
      reply.status(operation.status);
      return operation.execute(async () => {});
    }
    // This process's own released keys are free before it claims one (the retry of a request
    // that failed with the database may come right back here).
    await releases.flush();
    const scope = { userId: operation.userId, endpoint: operation.endpoint, key };
    const fingerprint = fingerprintOf(request.body);
    for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
      const claim = { ...scope, fingerprint, claimToken: randomUUID() };
      if (await repo.claimKey(db, claim, { leaseMs, retentionMs })) {
        await countClaim();
        return runClaimed(operation, claim, reply);
      }
      const stored = await repo.findKey(db, scope);
      // Released, or its lease ran out, since the claim: claim again.
      if (!stored || (stored.state === 'in_flight' && stored.leaseEnded)) continue;
      if (stored.fingerprint !== fingerprint) throw keyReused();
      if (stored.state === 'completed') {
        reply.status(stored.responseStatus ?? operation.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return stored.responseBody as Body;
      }
      break;
    }
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw new AppError(
      'conflict',
      'idempotency_key_in_flight',
      'A request with this Idempotency-Key is still being processed; retry shortly',
    );
  }

  return { respond, close: releases.close };
}

/**
 * Releases the database could not take when they were made (it was away). The request that
 * held each key is over, so the key is free: it is released as soon as the database answers
 * again, not when its lease ends — a shopper's retry after a fault is not refused as in flight.
 * A release is dropped once its lease has ended anyway.
 */
function createReleaseRetries({ db, log, intervalMs }: { db: Db; log: FastifyBaseLogger; intervalMs: number }) {
  const pending = new Map<repo.KeyClaim, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  async function releaseAll() {
    for (const [claim, leaseEnd] of pending) {
      if (Date.now() >= leaseEnd) {
        pending.delete(claim);
        continue;
      }
      try {
        await repo.releaseKey(db, claim);
      } catch {
        return; // Still away: the next round tries again.
      }
      pending.delete(claim);
      log.info({ endpoint: claim.endpoint }, 'released an idempotency key once the database answered');
    }
  }

  /** Tries every pending release now; resolves when done (failures stay pending). */
  function flush(): Promise<void> {
    if (pending.size === 0) return Promise.resolve();
    flushing ??= releaseAll().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  function schedule() {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    add(claim: repo.KeyClaim, leaseEnd: number) {
      pending.set(claim, leaseEnd);
      schedule();
    },
    flush,
    close() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
