import { Redis } from 'ioredis';
import { assertWindow, type RateLimitHit, type RateLimitStore } from './rate-limit-store.js';

export interface RedisRateLimitStoreOptions {
  /** Put before every key; tests pass their own so that parallel runs never share a key. */
  keyPrefix?: string;
  /** Connection errors; ioredis reconnects by itself, commands fail fast meanwhile. */
  onError?: (error: unknown) => void;
  /** Called each time the connection is (again) ready for commands. */
  onReady?: () => void;
}

export interface RedisRateLimitStore extends RateLimitStore {
  /** Whether the connection is up now; while it is not, a command would only wait or fail. */
  connected(): boolean;
  close(): Promise<void>;
}

/** A command Redis does not answer in this time fails, rather than holding a sign-in. */
const COMMAND_TIMEOUT_MS = 1000;

export const REDIS_KEY_PREFIX = 'aruu:rl:';

/**
 * The first hit of a window creates the counter and gives it the window as its lifetime, in
 * one script so that no crash between the two can leave a counter that never expires. A key
 * found without a lifetime (left by anything else) gets one rather than blocking forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR on a missing key would create one at -1 that never expires; a counter at 0 stays there. */
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
`;

type ScriptedRedis = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRefund(key: string): Promise<null>;
};

export function createRedisRateLimitStore(
  redisUrl: string,
  { keyPrefix = REDIS_KEY_PREFIX, onError = () => {}, onReady = () => {} }: RedisRateLimitStoreOptions = {},
): RedisRateLimitStore {
  // One retry, and a bound on a server that accepts the command and never answers: during an
  // outage a command fails within moments rather than queueing for seconds.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS }) as ScriptedRedis;
  redis.on('error', onError);
  redis.on('ready', onReady);
  // ioredis sends the script's SHA and loads the script itself when the server lacks it.
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('rateLimitRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });

  async function hit(key: string, windowMs: number): Promise<RateLimitHit> {
    assertWindow(windowMs);
    const [count, msLeft] = await redis.rateLimitHit(keyPrefix + key, windowMs);
    // The server's remaining time, so the API's clock may differ from Redis's.
    return { count, resetAt: Date.now() + Math.max(0, msLeft) };
  }

  async function reset(key: string): Promise<void> {
    await redis.del(keyPrefix + key);
  }

  async function refund(key: string): Promise<void> {
    await redis.rateLimitRefund(keyPrefix + key);
  }

  let closing: Promise<void> | undefined;
  function close(): Promise<void> {
    // quit() lets pending replies arrive first; a connection that is already gone is just dropped.
    closing ??= redis.quit().then(
      () => {},
      () => redis.disconnect(),
    );
    return closing;
  }

  return { hit, reset, refund, connected: () => redis.status === 'ready', close };
}
