import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { TextAreaField } from '@/shared/ui/form-field';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useAddNote, useStaffOrder } from '../api/orders-api';
import { OfflinePayment } from '../components/offline-payment';
import { OrderActions, Section } from '../components/order-actions';
import { OrderChanges } from '../components/order-changes';
import { OrderHistory } from '../components/order-history';
import { Items } from '../components/order-items';
import { StatusBadge } from '../components/status-badge';

function Notes({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatDateTime = useFormatDateTime();
  const add = useAddNote(order.order_id);
  const [text, setText] = useState('');
  const mayNote = useMay('orders.note');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ text }, { onSuccess: () => setText('') });
  };
  return (
    <Section title={t('order.notes')}>
      {order.notes.length === 0 ? (
        <p className="text-sm">{t('order.noNotes')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="text-sm">
              <p className="whitespace-pre-line">{note.text}</p>
              <p className="text-graphite-600 dark:text-graphite-400">
                {note.author.name} · {formatDateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {mayNote && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <TextAreaField
            label={t('order.addNote')}
            placeholder={t('order.notePlaceholder')}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={add.isPending} className="self-start">
            {t('order.addNote')}
          </Button>
          {add.error && <QueryError error={add.error} />}
        </form>
      )}
    </Section>
  );
}

function Payments({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  return (
    <Section title={t('order.payments')}>
      <p className="mb-2 text-sm">{t(`payment.${order.payment_method}`)}</p>
      <OfflinePayment order={order} />
      {order.payments.length === 0 ? (
        <p className="text-sm">{t('order.noPayments')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              <span className="font-medium">{t(`order.paymentState.${payment.status}`)}</span> ·{' '}
              {formatSom(payment.amount)} · {formatDateTime(payment.created_at)}
              <br />
              <span className="text-graphite-600 dark:text-graphite-400">
                {t('order.providerId')}: <span className="font-mono">{payment.provider_payment_id ?? '—'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.uds.points > 0 && (
        <div className="mt-3 text-sm">
          <h3 className="font-medium">{t('order.uds')}</h3>
          <p>{t('order.udsPoints', { points: order.uds.points })}</p>
          <ul>
            {order.uds.holds.map((hold) => (
              <li key={hold.id}>
                {t(`order.udsHold.${hold.state}`)} · {hold.points}
                {hold.operation_id && ` · ${t('order.operation')} ${hold.operation_id}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function Customer({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const mayCustomers = useMay('customers.read');
  const shop = order.delivery?.shop;
  return (
    <Section title={t('order.customer')}>
      <p>
        {mayCustomers ? (
          <Link className="underline" to={staffPaths.customer(order.customer.user_id)}>
            {order.customer.name}
          </Link>
        ) : (
          order.customer.name
        )}
        {order.customer.blocked && (
          <span className="ml-2 text-sm text-rose-700 dark:text-rose-300">{t('order.blocked')}</span>
        )}
      </p>
      <p className="text-sm wrap-anywhere">
        <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a> · {order.customer.email}
      </p>
      <h3 className="mt-3 font-medium">{t('order.delivery')}</h3>
      <p className="text-sm">{t(order.delivery ? `delivery.${order.delivery.method}` : 'delivery.none')}</p>
      {order.delivery?.method === 'courier' && order.delivery.city && (
        <p className="text-sm">{t('order.cdekCity', { city: order.delivery.city, code: order.delivery.city_code })}</p>
      )}
      {order.delivery?.tariff && (
        <p className="text-sm" data-cdek-tariff={order.delivery.tariff.code}>
          {t('order.cdekTariff', order.delivery.tariff)}
        </p>
      )}
      {shop && (
        <p className="text-sm" data-pickup-shop={shop.code}>
          {t('order.pickupShop', { shop: `${shop.name}, ${shop.address}` })}
        </p>
      )}
      {order.delivery && (
        <p className="text-sm">
          {t('order.fee')}: {formatSom(order.delivery.fee)}
        </p>
      )}
      {/* A pickup order may have no street address (issue 29): its shop is named above. */}
      {order.address.address && (
        <>
          <h3 className="mt-3 font-medium">{t('order.address')}</h3>
          <p className="text-sm">
            {order.address.country}, {order.address.city}, {order.address.address}
          </p>
        </>
      )}
      {order.comment && (
        <>
          <h3 className="mt-3 font-medium">{t('order.comment')}</h3>
          <p className="text-sm whitespace-pre-line">{order.comment}</p>
        </>
      )}
    </Section>
  );
}

/**
 * An order as staff see it, with what they may do next, notes and the packing slip. `money` is
 * the order's refunds, passed in by app/ (features do not import each other); it shows below
 * the actions when given. `customerLink`, the link of an order staff took for a customer, shows
 * beside the customer for such orders.
 */
export function OrderPage({
  money,
  customerLink,
}: {
  money?: (orderId: number) => ReactNode;
  customerLink?: (orderId: number) => ReactNode;
}) {
  const { t } = useTranslation('staffOrders');
  const orderId = Number(useParams().id);
  const order = useStaffOrder(orderId);
  const formatDateTime = useFormatDateTime();
  const mayPrint = useMay('orders.fulfil');
  const mayManage = useMay('orders.manage');
  if (order.isError) return <QueryError error={order.error} onRetry={() => order.refetch()} />;
  if (!order.data) return <Spinner />;
  const data = order.data;
  return (
    <>
      <Link to={staffPaths.orders} className="mb-2 inline-block text-sm underline">
        {t('order.back')}
      </Link>
      <PageHeader
        title={t('order.title', { id: data.order_id })}
        actions={
          mayPrint && (
            <Link to={staffPaths.packingSlip(data.order_id)} className={buttonClass('secondary')}>
              {t('order.printSlip')}
            </Link>
          )
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <StatusBadge status={data.status} /> {t('order.placed', { date: formatDateTime(data.created_at) })}
      </p>
      <p className="mb-4 text-sm" data-order-channel={data.channel}>
        {data.taken_by
          ? t('order.takenBy', { channel: t(`channel.${data.channel}`), name: data.taken_by.name })
          : t('order.channel', { channel: t(`channel.${data.channel}`) })}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderActions order={data} />
          {money?.(data.order_id)}
          <Items order={data} />
          {mayManage && <OrderChanges order={data} />}
          <Payments order={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Customer order={data} />
          {data.channel !== 'site' && customerLink?.(data.order_id)}
          <Notes order={data} />
          <OrderHistory order={data} />
        </div>
      </div>
    </>
  );
}
