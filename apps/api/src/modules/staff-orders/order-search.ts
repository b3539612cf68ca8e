import { INT4_MAX } from '@aruu/contract/common';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';

/** Trigrams need three characters; a shorter text would scan every order. */
const MIN_TEXT = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What staff type into the board's search box, as a condition: an order number (`123`, `#123`),
 * a phone however it is written (`0555 12-34`, `+996 555…`: matched on its digits, a leading 0
 * dropped, against the stored E.164 digits), or part of a name or an email. Text matches go
 * through `orders.search_text`'s trigram index; a number also matches the order of that id.
 */
export function searchCondition(query: string): SQL {
  const text = query.trim().toLowerCase();
  const number = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : undefined;
  const phoneLike = /^[+\d\s().-]+$/.test(text);
  const needle = phoneLike ? text.replace(/\D/g, '').replace(/^0/, '') : text;
  const conditions: SQL[] = [];
  if (number !== undefined && number >= 1 && number <= INT4_MAX) conditions.push(eq(orders.id, number));
  if (needle.length >= MIN_TEXT) conditions.push(sql`${orders.searchText} like ${`%${escapeLike(needle)}%`}`);
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}
