const MAX_DELAY_MS = 10 * 60_000;

/**
 * How long a job waits after its `attempt`-th failed run: 2^attempt seconds, at most 10 minutes,
 * spread ±10% by the job id so that jobs failing together (a mail server down) do not all come
 * back in the same second. Deterministic, so tests and logs can predict it.
 */
export function retryDelayMs(jobId: number, attempt: number): number {
  const base = Math.min(2 ** attempt * 1000, MAX_DELAY_MS);
  const hash = (Math.imul(jobId, 0x9e3779b1) ^ Math.imul(attempt, 0x85ebca6b)) >>> 0;
  return Math.round(base * (0.9 + 0.2 * (hash / 2 ** 32)));
}
