import { type ErrorCode, errorCodes, isFieldErrorCode } from '@aruu/contract/error-codes';
import { useCallback } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useTranslation } from './use-translation';

/** The shopper-facing text of a failed call, in the interface language (never the server's English). */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code !== 'network_error') return t(`codes.${error.code}`);
      if (isApiError(error, 'network_error')) return t('network');
      return t('codes.internal_error');
    },
    [t],
  );
}

const isErrorCode = (value: string): value is ErrorCode => (errorCodes as readonly string[]).includes(value);

/**
 * Translates a form field's error, which is a contract field code (`required`, `invalid_phone`…)
 * or, for a server error put on a field (`email_taken`, `wrong_current_password`), an error code.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (isFieldErrorCode(message)) return t(`fields.${message}`);
      if (isErrorCode(message)) return t(`codes.${message}`);
      return t('fields.invalid_value');
    },
    [t],
  );
}
