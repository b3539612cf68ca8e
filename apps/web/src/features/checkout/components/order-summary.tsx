import type { ReactNode } from 'react';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface SummaryLine {
  key: number;
  title: string;
  variation: string;
  image: string;
  quantity: number;
  price: number;
  lineTotal: number;
}

export interface SummaryTotals {
  itemCount: number;
  subtotal: number;
  /** null: not known until delivery is set on the order. */
  delivery: number | null;
  /** 'later': a promo code is typed, its discount is known once the order is placed. */
  discount: number | 'later';
  points: number;
  total: number;
}

/** True when some part of the total is still to be calculated. */
export const totalIsProvisional = (totals: SummaryTotals) => totals.delivery === null || totals.discount === 'later';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  const total = 'mt-2 border-t border-olive-100 pt-3 text-lg font-semibold dark:border-graphite-700';
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? total : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-graphite-700 dark:text-graphite-300'}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** The totals box: the compact cart lines, subtotal, delivery, discount, bonuses and the total. */
export function OrderSummary({
  lines,
  totals,
  children,
}: {
  lines: SummaryLine[];
  totals: SummaryTotals;
  children?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const formatSom = useFormatSom();
  const later = (text: string) => <span className="text-graphite-700 italic dark:text-graphite-300">{text}</span>;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-olive-100 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700"
      data-checkout-summary
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-title" className="font-display text-xl">
          {t('summary.title')}
        </h2>
        <span className="text-sm text-graphite-700 dark:text-graphite-300">
          {t('summary.items', { count: totals.itemCount })}
        </span>
      </div>
      <ul className="mt-4 flex max-h-80 flex-col gap-3 overflow-y-auto pr-1">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3">
            <img
              src={line.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-xl bg-olive-100 object-cover dark:bg-graphite-700"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm leading-snug">{line.title}</p>
              <p className="truncate text-xs text-graphite-700 dark:text-graphite-300">
                {line.variation} · {t('summary.quantity', { count: line.quantity, price: formatSom(line.price) })}
              </p>
            </div>
            <span className="shrink-0 text-sm font-medium">{formatSom(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-5 flex flex-col gap-2 border-t border-olive-100 pt-4 dark:border-graphite-700">
        <Row label={t('summary.subtotal')} value={formatSom(totals.subtotal)} />
        <Row
          label={t('summary.delivery')}
          value={
            totals.delivery === null
              ? later(t('summary.deliveryLater'))
              : totals.delivery === 0
                ? t('summary.free')
                : formatSom(totals.delivery)
          }
        />
        {totals.discount === 'later' ? (
          <Row label={t('summary.discount')} value={later(t('summary.discountLater'))} />
        ) : (
          totals.discount > 0 && <Row label={t('summary.discount')} value={`−${formatSom(totals.discount)}`} />
        )}
        {totals.points > 0 && <Row label={t('summary.points')} value={`−${formatSom(totals.points)}`} />}
        <Row label={t('summary.total')} value={<span data-checkout-total>{formatSom(totals.total)}</span>} strong />
      </dl>
      {totalIsProvisional(totals) && (
        <p className="mt-1 text-right text-xs text-graphite-700 dark:text-graphite-300">{t('summary.totalNote')}</p>
      )}
      {children}
    </section>
  );
}
