import { isApiError } from '@/shared/api/api-error';

/** The contract code the API put on `field` of a refused form (`slug_taken`, `invalid_value`…). */
export function fieldCodeOf(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fields[field]?.code : undefined;
}
