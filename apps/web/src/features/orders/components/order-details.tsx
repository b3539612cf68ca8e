import type { OrderDetail } from '@aruu/contract/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShops } from '@/entities/locations/api/locations-api';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { countryOf } from '@/shared/lib/countries';
import { formatPhone } from '@/shared/lib/format-phone';
import { paths } from '@/shared/paths';
import { Picture } from '@/shared/ui/picture';

export const card =
  'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-olive-100 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700';

export function DetailCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-4 font-display text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How wide a line's thumbnail is drawn (`size-16`, `sm:size-18`), for the browser to pick a width. */
const THUMBNAIL_SIZES = '(min-width: 40rem) 72px, 64px';

/** The ordered lines as they were bought: image, title, variation, quantity and price. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const formatSom = useFormatSom();
  return (
    <ul className="flex flex-col divide-y divide-olive-100 dark:divide-graphite-700">
      {order.items.map((item) => (
        <li key={item.variation_id} className="flex items-start gap-4 py-3 first:pt-0 last:pb-0">
          {item.photo ? (
            <div className="shrink-0 overflow-hidden rounded-2xl bg-olive-100 dark:bg-graphite-700">
              <Picture photo={item.photo} alt="" sizes={THUMBNAIL_SIZES} className="size-16 object-cover sm:size-18" />
            </div>
          ) : (
            <img
              src={item.image}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              className="size-16 shrink-0 rounded-2xl bg-olive-100 object-cover sm:size-18 dark:bg-graphite-700"
            />
          )}
          <div className="min-w-0 flex-1">
            <Link
              to={paths.product(item.product_id)}
              className="line-clamp-2 font-medium underline-offset-4 hover:underline"
            >
              {item.title}
            </Link>
            <p className="text-sm text-graphite-700 dark:text-graphite-300">{item.variation_name}</p>
            <div className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="text-sm text-graphite-700 dark:text-graphite-300">
                {t('detail.quantity', { count: item.quantity, price: formatSom(item.unit_price) })}
              </p>
              <p className="font-medium">{formatSom(item.line_total)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const total = 'mt-2 border-t border-olive-100 pt-3 text-lg font-semibold dark:border-graphite-700';
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? total : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-graphite-700 dark:text-graphite-300'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderTotalsList({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const formatSom = useFormatSom();
  const { totals } = order;
  return (
    <dl className="flex flex-col gap-2" data-order-totals>
      <Row label={t('totals.subtotal')} value={formatSom(totals.subtotal)} />
      <Row label={t('totals.delivery')} value={totals.delivery === 0 ? t('totals.free') : formatSom(totals.delivery)} />
      {totals.discount > 0 && <Row label={t('totals.discount')} value={`−${formatSom(totals.discount)}`} />}
      {totals.points > 0 && <Row label={t('totals.points')} value={`−${formatSom(totals.points)}`} />}
      <Row label={t('totals.total')} value={formatSom(totals.total)} strong />
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-graphite-700 uppercase dark:text-graphite-300">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** Courier: the city and address; pickup: the shop's address and hours. */
export function OrderReceiving({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  // The order keeps the country's English name; the page says it in its own language.
  const countryName = (name: string) => {
    const code = countryOf(name)?.code;
    return code ? common(`countries.${code}`) : name;
  };
  const shops = useShops();
  const details = order.delivery_details;
  if (!details) return <p className="text-graphite-700 dark:text-graphite-300">{t('delivery.none')}</p>;
  if (details.method === 'pickup') {
    // In the interface language where the shop is still listed; else as the order names it (a closed shop).
    const shop = shops.data?.find((candidate) => candidate.code === details.shop_id) ?? details.shop;
    return (
      <div data-order-receiving="pickup">
        <p className="font-medium">{t('delivery.pickup')}</p>
        {shop && (
          <dl className="mt-3">
            <Fact label={t('detail.shop')}>
              <span data-pickup-address>{shop.address || shop.name}</span>
              {shop.opens && shop.closes && (
                <span className="block text-sm text-graphite-700 dark:text-graphite-300">
                  {t('detail.hours', { opens: shop.opens, closes: shop.closes })}
                </span>
              )}
            </Fact>
          </dl>
        )}
      </div>
    );
  }
  return (
    <div data-order-receiving="courier">
      <p className="font-medium">{t('delivery.courier')}</p>
      <dl className="mt-3 flex flex-col gap-3">
        <Fact label={t('detail.city')}>{details.city ?? order.address.city}</Fact>
        <Fact label={t('detail.address')}>
          {[countryName(order.address.country), order.address.address].join(', ')}
        </Fact>
      </dl>
    </div>
  );
}

export function OrderCustomer({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="flex flex-col gap-3">
      <Fact label={t('detail.name')}>{order.customer.name}</Fact>
      <Fact label={t('detail.phone')}>
        <a href={`tel:${order.customer.phone}`} className="underline-offset-4 hover:underline" data-order-phone>
          {formatPhone(order.customer.phone)}
        </a>
      </Fact>
      <Fact label={t('detail.email')}>
        <span className="break-all">{order.customer.email}</span>
      </Fact>
      {order.comment && <Fact label={t('detail.comment')}>{order.comment}</Fact>}
    </dl>
  );
}
