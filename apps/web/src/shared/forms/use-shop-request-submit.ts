import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { toast } from '@/shared/ui/toast';
import { applyServerFieldErrors } from './server-field-errors';

interface ShopRequestTexts {
  sent: { title: string; text: string };
  /** Spec §8: 'Error sending request – Please try again.' */
  failed: { title: string; text: string };
}

/**
 * Submitting a request to the shop (the consultation and help forms): one request however fast
 * the clicks, even before the button re-renders as disabled; on success the form is cleared and
 * thanked; on failure the server's field errors go on their fields and a toast says what
 * happened (the limit's own text when it was rate limited).
 */
export function useShopRequestSubmit<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  send: (values: Output) => Promise<unknown>,
  fields: readonly string[],
  texts: ShopRequestTexts,
) {
  const errorText = useErrorText();
  const sending = useRef(false);
  return form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
      form.reset();
      toast.success(texts.sent.title, texts.sent.text);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      toast.error(texts.failed.title, isApiError(error, 'rate_limited') ? errorText(error) : texts.failed.text);
    } finally {
      sending.current = false;
    }
  });
}
