import type { StaffOrderListQuery } from '@aruu/contract/staff-orders';

/** The board's filters live in the address, so a filtered board can be shared and reloaded. */
const keys = [
  'status',
  'delivery',
  'paid',
  'payment_method',
  'channel',
  'city',
  'from',
  'to',
  'q',
  'sort',
  'page',
] as const;
export type BoardParam = (typeof keys)[number];

export function queryOf(params: URLSearchParams): StaffOrderListQuery {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query as StaffOrderListQuery;
}

/** The same filters with one changed (an empty value removes it); any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: BoardParam, value: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
