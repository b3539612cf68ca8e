/** One provider's answer to `npm run providers:check`. */
export interface ProviderCheck {
  provider: string;
  /** `off`: not configured, and the shop runs without it (Telegram without a bot, mail into the sandbox). */
  outcome: 'ok' | 'failed' | 'off';
  /** What was asked and what came back, in words an operator acts on; never a secret. */
  detail: string;
}

const marks: Record<ProviderCheck['outcome'], string> = { ok: '✓', failed: '✗', off: '–' };

export function formatCheck(check: ProviderCheck): string {
  return `${marks[check.outcome]} ${check.provider.padEnd(12)} ${check.detail}`;
}

/** Runs one check; anything it throws is a failure in words, never a stack trace. */
export async function runCheck(
  provider: string,
  check: () => Promise<Omit<ProviderCheck, 'provider'>>,
): Promise<ProviderCheck> {
  try {
    return { provider, ...(await check()) };
  } catch (error) {
    return { provider, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}
