import type { BuyerOrderChange } from '@aruu/contract/order-changes';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { NotFoundState } from '@/shared/ui/not-found-state';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast';
import { useBuyerOrderChange, useDecideChange, usePayDifference } from '../api/order-change-api';
import { ChangeSide } from '../components/change-side';
import { MoneySummary } from '../components/money-summary';

const card =
  'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-olive-100 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700';

/** The buyer's three answers to a proposal; cancelling the whole order asks first. */
function Answers({ token }: { token: string }) {
  const { t } = useTranslation('orderChange');
  const errorText = useErrorText();
  const decide = useDecideChange(token);
  const [confirming, setConfirming] = useState(false);
  const send = (choice: 'accept' | 'remove_line' | 'cancel_order') =>
    decide.mutate(choice, {
      onSuccess: () => setConfirming(false),
      onError: (error) => toast.error(errorText(error)),
    });
  const busy = (choice: string) => decide.isPending && decide.variables === choice;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button onClick={() => send('accept')} loading={busy('accept')} disabled={decide.isPending}>
        {t('accept')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => send('remove_line')}
        loading={busy('remove_line')}
        disabled={decide.isPending}
      >
        {t('removeLine')}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)} disabled={decide.isPending}>
        {t('cancelOrder')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('cancelConfirm.title')}
        message={t('cancelConfirm.message')}
        confirmLabel={t('cancelConfirm.confirm')}
        onConfirm={() => send('cancel_order')}
        onCancel={() => setConfirming(false)}
        busy={busy('cancel_order')}
        danger
      />
    </div>
  );
}

function PayDifference({ token, amount }: { token: string; amount: number }) {
  const { t } = useTranslation('orderChange');
  const formatSom = useFormatSom();
  const errorText = useErrorText();
  const pay = usePayDifference(token);
  return (
    <Button
      className="self-start"
      loading={pay.busy}
      onClick={() => pay.mutate(undefined, { onError: (error) => toast.error(errorText(error)) })}
    >
      {t('pay', { amount: formatSom(amount) })}
    </Button>
  );
}

function ChangeView({ token, change }: { token: string; change: BuyerOrderChange }) {
  const { t } = useTranslation('orderChange');
  const formatDateTime = useFormatDateTime();
  const open = change.state === 'proposed';
  const shown = open || change.state === 'applied';
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="text-lg" data-change-state={change.state}>
        {t(`state.${change.state}`)}
      </p>
      {change.note && (
        <div className={card}>
          <h2 className="mb-2 font-display text-lg">{t('fromShop')}</h2>
          <p className="whitespace-pre-line break-words">{change.note}</p>
        </div>
      )}
      {shown && (
        <>
          <div className={`${card} grid gap-6 md:grid-cols-2`}>
            <ChangeSide id="change-before" title={t('before')} side={change.before} />
            <ChangeSide id="change-after" title={open ? t('after') : t('afterApplied')} side={change.after} />
          </div>
          <MoneySummary change={change} />
        </>
      )}
      {open && change.answer_by && (
        <p className="text-sm text-graphite-700 dark:text-graphite-300">
          {t('answerBy', { time: formatDateTime(change.answer_by) })}
        </p>
      )}
      {open && <Answers token={token} />}
      {change.state === 'applied' && change.can_pay_difference && (
        <PayDifference token={token} amount={change.money.to_pay} />
      )}
      <Link to={paths.order(change.order_id)} className="self-start text-sm underline underline-offset-4">
        {t('toOrder')}
      </Link>
    </div>
  );
}

/** `/order-changes/:token`: a change the shop proposes to the buyer's order, by the mailed link (no sign-in). */
export function Component() {
  const { t } = useTranslation('orderChange');
  const token = useParams().token ?? '';
  const change = useBuyerOrderChange(token);
  usePageTitle(change.data ? t('title', { id: change.data.order_id }) : undefined);
  const notFound = isApiError(change.error, 'not_found') || isApiError(change.error, 'validation_failed');
  return (
    <div className="mx-auto w-full max-w-3xl pt-6 pb-16 lg:pt-10">
      {notFound ? (
        <NotFoundState
          title={t('notFound.title')}
          hint={t('notFound.hint')}
          actions={
            <Link to={paths.orders} className={buttonClass('secondary')}>
              {t('notFound.orders')}
            </Link>
          }
        />
      ) : change.isError ? (
        <QueryError error={change.error} onRetry={() => change.refetch()} />
      ) : !change.data ? (
        <Skeleton className="h-96 w-full rounded-3xl" />
      ) : (
        <>
          <h1 className="mb-4 font-display text-3xl break-words">{t('title', { id: change.data.order_id })}</h1>
          <ChangeView token={token} change={change.data} />
        </>
      )}
    </div>
  );
}
