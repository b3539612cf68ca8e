import { INT4_MAX } from '@aruu/contract/common';
import { Email } from '@aruu/contract/fields';
import { Phone } from '@aruu/contract/phone';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { orderPhoneDigits, orders } from '../../db/schema/index.js';

/** Trigrams need three characters; a shorter text would scan every order. */
const MIN_TEXT = 3;
/** Kyrgyzstan's country code: stored phones are E.164, local ones are typed with a 0 instead. */
const COUNTRY_CODE = '996';

const ORDER_NUMBER = /^#?(\d{1,10})$/;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What staff type into the board's search box, as a condition: an order number (`123`, `#123`:
 * that order exactly), a phone however it is written, an email, or part of a name or an email
 * (through `orders.search_text`'s trigram index).
 */
export function searchCondition(query: string): SQL {
  const text = query.trim().toLowerCase();
  const number = orderNumberIn(text);
  const conditions = [
    number === undefined ? undefined : eq(orders.id, number),
    PHONE_LIKE.test(text) ? phoneCondition(text) : textCondition(text),
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** The order number a search names, if it is one: the board lists that order first. */
export function orderNumberIn(query: string): number | undefined {
  const match = ORDER_NUMBER.exec(query.trim());
  const number = match ? Number(match[1]) : undefined;
  return number !== undefined && number >= 1 && number <= INT4_MAX ? number : undefined;
}

/**
 * A phone is typed in full (`0555 12-34-56`, `+996 555…`) or in part: its first digits, or its
 * last ones (`123456`). A full number matches its E.164 digits exactly (read as the shop's
 * `Phone` field reads it); a part matches the start of the stored number in its national form or
 * its end. Two btree indexes answer either at once; trigrams do poorly here, as every stored phone
 * starts with 996, so a typed number's first trigrams match every order.
 */
function phoneCondition(text: string): SQL | undefined {
  const stored = orderPhoneDigits(orders.phone);
  const complete = Phone.safeParse(text);
  if (complete.success) return sql`${stored} = ${complete.data.replace(/\D/g, '')}`;
  const digits = text.replace(/\D/g, '');
  if (digits.length < MIN_TEXT) return undefined;
  const national = digits.startsWith(COUNTRY_CODE)
    ? digits
    : `${COUNTRY_CODE}${digits.startsWith('0') ? digits.slice(1) : digits}`;
  const reversed = [...digits].reverse().join('');
  return or(sql`${stored} like ${`${national}%`}`, sql`reverse(${stored}) like ${`${reversed}%`}`);
}

/**
 * A whole email matches exactly (its btree index: a trigram search for one would intersect the
 * posting lists of trigrams like `@gm` and `.co` that most orders share); any other text is part
 * of a name or an email.
 */
function textCondition(text: string): SQL | undefined {
  if (text.length < MIN_TEXT || ORDER_NUMBER.test(text)) return undefined;
  const email = Email.safeParse(text);
  if (email.success) return sql`lower(${orders.email}) = ${email.data}`;
  return sql`${orders.searchText} like ${`%${escapeLike(text)}%`}`;
}
