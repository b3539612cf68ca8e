import type { StockAlertBody } from '@aruu/contract/stock-alerts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/client';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';

/** Where the product page's buy bar sends a shopper on a phone when the chosen option is sold out. */
export const STOCK_ALERT_ID = 'stock-alert';

/**
 * Under a sold-out variation: one email when it is back. A guest types an address; signed in,
 * the account's is used. The answer is the same whether the address was already subscribed.
 */
export function BackInStockForm({ variationId }: { variationId: number }) {
  const { t } = useTranslation('stockAlerts');
  const signedIn = useSignedIn();
  const language = useLanguage();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: (body: StockAlertBody) => call('POST /stock_alerts', { body }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate({ variation_id: variationId, language, ...(signedIn ? {} : { email }) });
  };
  const fieldError = isApiError(subscribe.error) ? subscribe.error.fields?.email?.code : undefined;

  if (subscribe.isSuccess) {
    return (
      <p
        id={STOCK_ALERT_ID}
        role="status"
        className="scroll-mt-24 rounded-2xl bg-olive-50 p-4 text-graphite-800 dark:bg-graphite-800 dark:text-graphite-100"
        data-stock-alert="done"
      >
        {t('done')}
      </p>
    );
  }
  return (
    <form
      id={STOCK_ALERT_ID}
      noValidate
      onSubmit={submit}
      // Clear of the sticky header when the buy bar's link brings it into view.
      className="scroll-mt-24 flex flex-col gap-3 rounded-2xl border border-olive-200 p-4 dark:border-graphite-700"
      aria-labelledby="stock-alert-title"
      data-stock-alert="form"
    >
      <h2 id="stock-alert-title" className="font-medium text-graphite-900 dark:text-olive-50">
        {t('title')}
      </h2>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t(signedIn ? 'hintSignedIn' : 'hint')}</p>
      {!signedIn && (
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ? fieldText(fieldError) : undefined}
        />
      )}
      {subscribe.isError && !fieldError && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errorText(subscribe.error)}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={subscribe.isPending} className="self-start">
        {t('submit')}
      </Button>
    </form>
  );
}
