import type { OrderChangeSide } from '@aruu/contract/order-changes';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { somToTyiyn, tyiynToSom } from '@/shared/lib/money';

/** One side of the change (before or after): its lines with photo, shade, quantity and price, and its totals. */
export function ChangeSide({ title, side, id }: { title: string; side: OrderChangeSide; id: string }) {
  const { t } = useTranslation(['orderChange', 'orders']);
  const formatSom = useFormatSom();
  const totals = side.totals;
  return (
    <section aria-labelledby={id} className="min-w-0" data-change-side={id}>
      <h2 id={id} className="mb-3 font-display text-lg">
        {title}
      </h2>
      {side.lines.length === 0 ? (
        <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('noLines')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-olive-100 dark:divide-graphite-700">
          {side.lines.map((line) => (
            <li
              key={`${line.order_item_id ?? 'new'}-${line.variation_id}`}
              className="flex items-start gap-3 py-3 first:pt-0"
            >
              <img
                src={line.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-2xl bg-olive-100 object-cover dark:bg-graphite-700"
              />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium break-words">{line.title}</p>
                <p className="text-sm text-graphite-700 dark:text-graphite-300">{line.variation_name}</p>
                <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="text-sm text-graphite-700 dark:text-graphite-300">
                    {t('quantity', { count: line.quantity, price: formatSom(line.unit_price) })}
                  </p>
                  <p className="font-medium">{formatSom(tyiynToSom(somToTyiyn(line.unit_price) * line.quantity))}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 flex flex-col gap-1 border-t border-olive-100 pt-3 text-sm dark:border-graphite-700">
        {(['subtotal', 'delivery', 'discount', 'points'] as const)
          .filter((key) => key === 'subtotal' || totals[key] !== 0)
          .map((key) => (
            <div key={key} className="flex items-baseline justify-between gap-4">
              <dt className="text-graphite-700 dark:text-graphite-300">{t(`orders:totals.${key}`)}</dt>
              <dd>{formatSom(totals[key])}</dd>
            </div>
          ))}
        <div className="flex items-baseline justify-between gap-4 text-base font-semibold">
          <dt>{t('orders:totals.total')}</dt>
          <dd data-total>{formatSom(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
