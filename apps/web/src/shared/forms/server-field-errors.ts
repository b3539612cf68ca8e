import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';

/**
 * Puts the server's per-field errors (a 400 `validation_failed`, a taken email…) onto the
 * form's fields. Answers whether any field got one, so the caller shows a toast otherwise.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [path, fieldError] of Object.entries(error.fields)) {
    if (!fieldNames.includes(path)) continue;
    setError(path as Path<Values>, { type: 'server', message: fieldError.code }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
