import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';

/**
 * A form checked in the browser by the same contract schema the server validates the request
 * with (spec §5). Error messages are the contract's field codes; `useFieldErrorText` translates them.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    // The contract's fields trim and normalise on the way out; the form shows what was typed.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    ...options,
  });
}

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
