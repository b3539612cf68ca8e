import type { AuditFilters } from './api/audit-api';

/**
 * The filters live in the address, so a filtered trail can be shared and Back walks through
 * them. Dates are days in the browser's time zone (`2026-11-24`); the API takes the moments
 * they start and end.
 */
export interface FilterForm {
  actor: string;
  objectType: string;
  objectId: string;
  fromDay: string;
  toDay: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

export function formOf(params: URLSearchParams): FilterForm {
  return {
    actor: params.get('actor') ?? '',
    objectType: params.get('object_type') ?? '',
    objectId: params.get('object_id') ?? '',
    fromDay: params.get('from') ?? '',
    toDay: params.get('to') ?? '',
  };
}

export function paramsOf(form: FilterForm, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (form.actor) params.set('actor', form.actor);
  if (form.objectType.trim()) params.set('object_type', form.objectType.trim());
  if (form.objectId.trim()) params.set('object_id', form.objectId.trim());
  if (day.test(form.fromDay)) params.set('from', form.fromDay);
  if (day.test(form.toDay)) params.set('to', form.toDay);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The start of a local day, or of the day after it (`to` is exclusive and names a whole day). */
function startOfDay(value: string, plusDays = 0): string | undefined {
  if (!day.test(value)) return undefined;
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

const positive = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? value : undefined);

export function queryOf(params: URLSearchParams): AuditFilters {
  const form = formOf(params);
  return {
    actor_id: positive(form.actor),
    object_type: form.objectType || undefined,
    object_id: form.objectId || undefined,
    from: startOfDay(form.fromDay),
    to: startOfDay(form.toDay, 1),
    page: positive(params.get('page')),
  };
}
