import type { UdsPoints } from '@aruu/contract/payments';
import { useCallback, useRef, useState } from 'react';
import { fetchUdsPoints } from './api/checkout-api';

export interface UdsQuote {
  /** The code as checked (trimmed). */
  code: string;
  points: UdsPoints;
}

/**
 * The last UDS code checked and what it may spend. Kept in a ref as well, so the form's
 * validation (which runs outside React's render) reads the latest allowance.
 */
export function useUdsQuote() {
  const [quote, setQuoteState] = useState<UdsQuote | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef<UdsQuote | null>(null);

  const setQuote = useCallback((next: UdsQuote | null) => {
    latest.current = next;
    setQuoteState(next);
  }, []);

  /** Checks a code against the order (or, before there is one, the cart); throws the API's error. */
  const check = useCallback(
    async (code: string, orderId?: number) => {
      const trimmed = code.trim();
      setChecking(true);
      try {
        const points = await fetchUdsPoints(trimmed, orderId);
        const checked = { code: trimmed, points };
        setQuote(checked);
        return checked;
      } catch (error) {
        setQuote(null);
        throw error;
      } finally {
        setChecking(false);
      }
    },
    [setQuote],
  );

  /** The allowance for this code, if it is the one checked. */
  const maxFor = useCallback((code: string) => {
    const current = latest.current;
    return current && current.code === code.trim() ? current.points.max_points : undefined;
  }, []);

  return { quote, checking, check, maxFor, reset: () => setQuote(null) };
}
