import type { AuditEntry } from '@aruu/contract/staff-audit';

/** Texts by a key built at run time; a key the texts lack comes back as itself (shared/i18n/translate). */
export type LooseTranslate = (key: string, values?: Record<string, unknown>) => string;

/** The object types the audit trail holds, for the filter's list and the sentences. */
export const auditObjects = [
  'order',
  'product',
  'variation',
  'category',
  'category_level',
  'brand',
  'brand_list',
  'banner',
  'home_picks',
  'location',
  'stock_transfer',
  'promo_code',
  'refund',
  'review',
  'customer',
  'user',
  'staff_invite',
  'catalog_import',
  'exchange_settings',
  'help_request',
  'consultation_request',
] as const;

/** Money fields, and the actions that write them in tyiyn (the staff product form's own unit). */
const moneyFields = new Set(['price', 'compare_at_price', 'cost', 'amount', 'refund', 'total']);
const inTyiyn = (action: string) => action.startsWith('product.') || action.startsWith('variation.');

const lookup = (t: LooseTranslate, key: string) => {
  const text = t(key);
  return text === key ? undefined : text;
};

export function objectName(t: LooseTranslate, type: string): string {
  return lookup(t, `objects.${type}`) ?? t('objects.other');
}

/** "Order #12: status changed", with no code: an action the texts do not name reads by its verb. */
export function sentenceOf(t: LooseTranslate, entry: AuditEntry): string {
  const verb = entry.action.split('.').at(-1) ?? '';
  const percent = entry.after?.percent;
  const what =
    lookup(t, `actions.${entry.action}`)?.replace('{{percent}}', String(percent ?? '')) ??
    lookup(t, `actions.${verb}`) ??
    t('actions.other');
  const object = objectName(t, entry.object_type);
  // A bulk action names several objects at once ("12,14"): the object's name only.
  const subject = /^\d+$/.test(entry.object_id) ? t('objectNumbered', { object, id: entry.object_id }) : object;
  return `${subject}: ${what}`;
}

export interface ReadableChange {
  field: string;
  before: string;
  after: string;
}

/** The changed fields in words: statuses and yes/no by name, money in som, nested data as "changed". */
export function readableChanges(
  t: LooseTranslate,
  entry: AuditEntry,
  formatSom: (amount: number) => string,
): ReadableChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const value = (field: string, raw: unknown): string => {
    if (raw === undefined || raw === null || raw === '') return '—';
    if (typeof raw === 'boolean') return t(raw ? 'yes' : 'no');
    if (typeof raw === 'number' && moneyFields.has(field)) return formatSom(inTyiyn(entry.action) ? raw / 100 : raw);
    if (field === 'status' && typeof raw === 'string') return lookup(t, `status.${raw}`) ?? raw;
    if (field === 'role' && typeof raw === 'string') return lookup(t, `roles.${raw}`) ?? raw;
    if (field === 'language' && typeof raw === 'string') return lookup(t, `languages.${raw}`) ?? raw;
    if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
    return t('changedValue');
  };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return fields.flatMap((field): ReadableChange[] => {
    if (field === 'variations' && Array.isArray(before[field]) && Array.isArray(after[field])) {
      return variationPrices(t, before[field], after[field], value);
    }
    const label = lookup(t, `fields.${field}`) ?? field.replaceAll('_', ' ');
    const shownBefore = value(field, before[field]);
    const shownAfter = value(field, after[field]);
    if (shownBefore === shownAfter && shownAfter !== t('changedValue')) return [];
    return [{ field: label, before: shownBefore === t('changedValue') ? '—' : shownBefore, after: shownAfter }];
  });
}

type Row = { id?: unknown; sku?: unknown; price?: unknown; compare_at_price?: unknown; cost?: unknown };

/** A product's variations: the prices and costs that changed, per SKU; anything else as one "changed". */
function variationPrices(
  t: LooseTranslate,
  before: Row[],
  after: Row[],
  value: (field: string, raw: unknown) => string,
): ReadableChange[] {
  const rows: ReadableChange[] = [];
  for (const next of after) {
    const previous = before.find((row) => row.id === next.id);
    if (!previous) continue;
    for (const field of ['price', 'compare_at_price', 'cost'] as const) {
      if (previous[field] === next[field]) continue;
      const name = typeof next.sku === 'string' ? `${next.sku}: ` : '';
      rows.push({
        field: `${name}${t(`fields.${field}`)}`,
        before: value(field, previous[field]),
        after: value(field, next[field]),
      });
    }
  }
  return rows.length ? rows : [{ field: t('fields.variations'), before: '—', after: t('changedValue') }];
}
