import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { toast } from '@/shared/ui/toast';
import { applyServerFieldErrors } from './server-field-errors';

/**
 * What a form does with a refused request: errors the API put on a field (`email_taken`,
 * `password_too_common`, `wrong_current_password`) go under that field; anything else
 * (`invalid_credentials`, `rate_limited`, no connection) is a toast in the interface language.
 */
export function useFormFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldNames: readonly (keyof Values & string)[],
) {
  const errorText = useErrorText();
  return (error: unknown) => {
    if (!applyServerFieldErrors(error, setError, fieldNames)) toast.error(errorText(error));
  };
}

/**
 * The contract checks that two passwords match only once every other field is valid (a zod
 * refinement on the whole object), so a form with other mistakes would hide the mismatch until
 * they are fixed. This says it at the same time as the rest.
 */
export function flagPasswordMismatch<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'getFieldState' | 'setError'>,
  password: Path<Values>,
  confirmation: Path<Values>,
) {
  const [first, second] = form.getValues([password, confirmation]);
  if (second && first !== second && !form.getFieldState(confirmation).error) {
    form.setError(confirmation, { message: 'passwords_mismatch' });
  }
}
