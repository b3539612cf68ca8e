import type { OrderChangeLine, OrderChangePreview } from '@aruu/contract/order-changes';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

function Lines({ title, lines, total }: { title: string; lines: OrderChangeLine[]; total: number }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-graphite-600 text-xs uppercase tracking-wide dark:text-graphite-300">{title}</h4>
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={`${line.order_item_id ?? 'new'}-${line.variation_id}`} className="break-words">
            {line.title} <span className="text-graphite-600 dark:text-graphite-400">{line.variation_name}</span> ·{' '}
            {line.quantity} × {formatSom(line.unit_price)}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium" data-preview-total>
        {t('order.totals.total')}: {formatSom(total)}
      </p>
    </div>
  );
}

/** What a change would make of the order: old and new lines and totals, and what happens to the money. */
export function ChangePreview({ preview }: { preview: OrderChangePreview }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const { money } = preview;
  const rows: [string, string][] = [[t('changes.preview.difference'), formatSom(money.difference)]];
  if (money.refund) {
    rows.push([t('changes.preview.refundCard'), formatSom(money.refund.card)]);
    const pointsBack = money.refund.points_back;
    rows.push([
      t('changes.preview.refundPoints'),
      pointsBack ? t('changes.preview.pointsBack', { count: pointsBack }) : formatSom(money.refund.points),
    ]);
  }
  if (money.to_pay > 0) rows.push([t('changes.preview.toPay'), formatSom(money.to_pay)]);
  return (
    <section aria-label={t('changes.preview.heading')} className="flex flex-col gap-3 text-sm" data-change-preview>
      <h3 className="font-medium">{t('changes.preview.heading')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Lines title={t('changes.preview.before')} lines={preview.before.lines} total={preview.before.totals.total} />
        <Lines title={t('changes.preview.after')} lines={preview.after.lines} total={preview.after.totals.total} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {money.promo_note && <p>{t(`changes.preview.promo.${money.promo_note}`)}</p>}
      <p className="rounded-xl bg-olive-100 p-2 dark:bg-graphite-800">
        {preview.needs_consent ? t('changes.preview.consent') : t('changes.preview.atOnce')}
      </p>
    </section>
  );
}
