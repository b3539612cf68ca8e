import { type FormEvent, useState } from 'react';
import { useLinkUds, useUdsAccount, useUnlinkUds } from '@/entities/loyalty/api/uds-account-api';
import { useFormatNumber } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { StarIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountCard } from './account-shell';
import { CardIcon } from './hub-sections';
import { SectionError } from './section-error';

/**
 * The shopper's UDS bonus account: linked once by a code from the UDS app, then its balance as
 * UDS tells it whenever the account page opens.
 */
export function UdsCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation('account');
  const account = useUdsAccount();
  return (
    <AccountCard
      title={t('hub.uds.heading')}
      action={
        <CardIcon>
          <StarIcon size={20} />
        </CardIcon>
      }
      className={`flex flex-col ${className}`}
    >
      {account.isPending ? (
        <Skeleton className="h-5 w-2/3" />
      ) : account.isError ? (
        <SectionError error={account.error} onRetry={() => account.refetch()} />
      ) : account.data.uds ? (
        <Linked name={account.data.uds.customer_name} balance={account.data.uds.balance} />
      ) : (
        <LinkForm />
      )}
    </AccountCard>
  );
}

function Linked({ name, balance }: { name: string; balance: number }) {
  const { t } = useTranslation('account');
  const formatNumber = useFormatNumber();
  const unlink = useUnlinkUds();
  return (
    <>
      <p className="text-graphite-700 dark:text-graphite-300">{name}</p>
      <p className="mt-1 text-lg font-medium text-graphite-900 dark:text-graphite-100" data-uds-balance>
        {t('hub.uds.balance', { count: balance, points: formatNumber(balance) })}
      </p>
      <Button
        variant="secondary"
        className="mt-5 self-start"
        disabled={unlink.isPending}
        onClick={() => unlink.mutate(undefined)}
      >
        {t('hub.uds.unlink')}
      </Button>
    </>
  );
}

function LinkForm() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const link = useLinkUds();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(code);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-graphite-700 dark:text-graphite-300">{t('hub.uds.intro')}</p>
      <TextField
        label={t('hub.uds.code')}
        hint={t('hub.uds.codeHint')}
        inputMode="numeric"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={link.error ? errorText(link.error) : undefined}
      />
      <Button type="submit" className="self-start" disabled={link.isPending || code.trim() === ''}>
        {t('hub.uds.link')}
      </Button>
    </form>
  );
}
