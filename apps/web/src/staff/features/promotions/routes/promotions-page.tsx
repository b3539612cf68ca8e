import type { PromoCode } from '@aruu/contract/staff-promotions';
import { useState } from 'react';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tyiynToSom } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { usePromoCodes, useSavePromoCode, useSetPromoActive } from '../api/promotions-api';
import { PromoCodeForm } from './promo-code-form';

/** Promo codes: their rules, pause and resume, and what each brought (uses, revenue, discount). */
export function Component() {
  const { t } = useTranslation('staffPromotions');
  const codes = usePromoCodes();
  const save = useSavePromoCode();
  const setActive = useSetPromoActive();
  /** The code being edited; 'new' for the creation form. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  const som = (tyiyn: number) => formatSom(tyiynToSom(tyiyn));

  const open = (target: number | 'new') => {
    save.reset();
    setEditing(target);
  };
  const form = (code?: PromoCode) => (
    <PromoCodeForm
      code={code}
      saving={save.isPending}
      error={save.error}
      onCancel={() => setEditing(null)}
      onSave={(body) => save.mutate({ id: code?.id, body }, { onSuccess: () => setEditing(null) })}
    />
  );
  const discountOf = (code: PromoCode) => (code.kind === 'percent' ? `−${code.value}%` : `−${som(code.value)}`);
  const periodOf = (code: PromoCode) =>
    [
      code.valid_from && t('from', { date: formatDateTime(code.valid_from) }),
      code.valid_until && t('until', { date: formatDateTime(code.valid_until) }),
    ]
      .filter(Boolean)
      .join(' ') || t('always');

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          editing !== 'new' && (
            <Button type="button" onClick={() => open('new')}>
              {t('create')}
            </Button>
          )
        }
      />
      {editing === 'new' && <div className="mb-6">{form()}</div>}
      {codes.isError && <QueryError error={codes.error} onRetry={() => codes.refetch()} />}
      {!codes.data && !codes.isError && <Spinner />}
      {setActive.error && <QueryError error={setActive.error} />}
      {codes.data?.items.length === 0 && <p>{t('empty')}</p>}
      <ul className="flex flex-col gap-3">
        {codes.data?.items.map((code) =>
          editing === code.id ? (
            <li key={code.id}>{form(code)}</li>
          ) : (
            <li
              key={code.id}
              data-promo-code={code.code}
              className="flex flex-col gap-3 rounded-lg border border-graphite-200 p-4 lg:flex-row lg:items-center lg:justify-between dark:border-graphite-700"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-lg font-semibold">{code.code}</span>
                  <span className="font-medium">{discountOf(code)}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${code.active ? 'bg-olive-100 text-olive-900 dark:bg-olive-900 dark:text-olive-100' : 'bg-graphite-200 text-graphite-800 dark:bg-graphite-700 dark:text-graphite-100'}`}
                  >
                    {code.active ? t('active') : t('paused')}
                  </span>
                </p>
                <p className="text-sm text-graphite-700 dark:text-graphite-300">
                  {[
                    code.min_order > 0 && t('minOrder', { sum: som(code.min_order) }),
                    periodOf(code),
                    code.usage_limit === null ? t('unlimited') : t('limit', { count: code.usage_limit }),
                    code.once_per_user && t('oncePerUser'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <dl className="grid grid-cols-3 gap-3 text-sm lg:min-w-[24rem]">
                <div>
                  <dt className="text-graphite-700 dark:text-graphite-300">{t('stats.used')}</dt>
                  <dd className="font-medium tabular-nums" data-stat="used">
                    {code.stats.times_used}
                  </dd>
                </div>
                <div>
                  <dt className="text-graphite-700 dark:text-graphite-300">{t('stats.revenue')}</dt>
                  <dd className="font-medium tabular-nums">{som(code.stats.revenue)}</dd>
                </div>
                <div>
                  <dt className="text-graphite-700 dark:text-graphite-300">{t('stats.discount')}</dt>
                  <dd className="font-medium tabular-nums">{som(code.stats.discount_given)}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="secondary" onClick={() => open(code.id)}>
                  {t('edit')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  loading={setActive.isPending && setActive.variables?.id === code.id}
                  onClick={() => setActive.mutate({ id: code.id, active: !code.active })}
                >
                  {code.active ? t('pause') : t('resume')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
