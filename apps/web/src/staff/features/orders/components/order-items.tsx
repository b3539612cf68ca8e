import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { Fragment, useState } from 'react';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Picture } from '@/shared/ui/picture';
import { ChangeDialog, type ChangeTarget } from './change-dialog';
import { Section } from './order-actions';
import { LineChangeButtons, useMayChangeLines } from './order-changes';

/**
 * The order's lines and totals; for a role holding `reports.view` (the server sends them to no
 * one else) each line's cost at sale and the order's margin; for an employee who may change them (orders.manage, an order not
 * yet handed over), each line's change buttons and "Add item", which open the change dialog.
 */
export function Items({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const mayChange = useMayChangeLines(order);
  const [changing, setChanging] = useState<ChangeTarget>();
  return (
    <Section title={t('order.items')}>
      {/* On a phone the lines scroll sideways inside their box, never the page. */}
      <div className="-mx-4 overflow-x-auto px-4">
        <table className="w-full min-w-72 text-sm">
          <thead className="text-left text-graphite-600 dark:text-graphite-400">
            <tr>
              <td className="w-12 py-1 pr-2" />
              <th className="py-1 pr-2 font-normal">{t('order.sku')}</th>
              <th className="py-1 pr-2 font-normal">{t('order.items')}</th>
              <th className="py-1 pr-2 text-right font-normal">{t('order.quantity')}</th>
              <th className="py-1 text-right font-normal">{t('order.sum')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <Fragment key={item.order_item_id}>
                <tr className="border-t border-graphite-100 dark:border-graphite-800">
                  <td className="py-1 pr-2">
                    {item.photo ? (
                      <Picture
                        photo={item.photo}
                        alt=""
                        sizes="40px"
                        className="size-10 rounded-md bg-graphite-100 object-cover dark:bg-graphite-800"
                      />
                    ) : (
                      <img
                        src={item.image}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="size-10 rounded-md bg-graphite-100 object-cover dark:bg-graphite-800"
                      />
                    )}
                  </td>
                  <td className="py-1 pr-2 font-mono text-xs">{item.sku}</td>
                  <td className="py-1 pr-2">
                    {item.title} <span className="text-graphite-600 dark:text-graphite-400">{item.variation_name}</span>
                    {item.unit_cost !== undefined && (
                      <span className="block text-xs text-graphite-600 dark:text-graphite-400" data-line-cost>
                        {item.unit_cost === null
                          ? t('order.noCost')
                          : t('order.unitCost', { amount: formatSom(item.unit_cost) })}
                      </span>
                    )}
                  </td>
                  <td className="py-1 pr-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="py-1 text-right tabular-nums">{formatSom(item.line_total)}</td>
                </tr>
                {mayChange && (
                  <tr>
                    <td />
                    <td colSpan={4} className="pb-2">
                      <LineChangeButtons item={item} onChange={setChanging} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {(['subtotal', 'delivery', 'discount', 'points', 'total'] as const).map((key) => (
          <div key={key} className="contents">
            <dt className={key === 'total' ? 'font-medium' : ''}>{t(`order.totals.${key}`)}</dt>
            <dd className={`text-right tabular-nums ${key === 'total' ? 'font-medium' : ''}`}>
              {formatSom(order.totals[key])}
            </dd>
          </div>
        ))}
        {order.promo_code && (
          <>
            <dt>{t('order.promo')}</dt>
            <dd className="text-right font-mono">{order.promo_code}</dd>
          </>
        )}
        {order.margin && (
          <>
            <dt>{t('order.margin')}</dt>
            <dd className="text-right tabular-nums" data-order-margin>
              {formatSom(order.margin.amount)}
            </dd>
            <dd className="col-span-2 text-xs text-graphite-600 dark:text-graphite-400">
              {t('order.marginHint')}
              {order.margin.lines_without_cost > 0 &&
                ` ${t('order.withoutCost', { count: order.margin.lines_without_cost })}.`}
            </dd>
          </>
        )}
      </dl>
      {mayChange && (
        <Button variant="secondary" className="mt-3" onClick={() => setChanging({ kind: 'add' })}>
          {t('changes.action.add')}
        </Button>
      )}
      {changing && <ChangeDialog orderId={order.order_id} target={changing} onClose={() => setChanging(undefined)} />}
    </Section>
  );
}
