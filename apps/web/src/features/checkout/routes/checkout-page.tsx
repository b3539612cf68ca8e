import type { User } from '@aruu/contract/auth';
import type { Cart } from '@aruu/contract/cart';
import type { OrderDetail, PaymentMethod } from '@aruu/contract/orders';
import type { Address } from '@aruu/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { putCart, useCart } from '@/entities/cart/api/cart-api';
import {
  clearCheckoutState,
  forgetCheckoutOrder,
  pendingCheckoutOrder,
  rememberCheckoutOrder,
} from '@/entities/checkout/checkout-storage';
import { orderKey, useUnpaidOrder } from '@/entities/orders/api/orders-api';
import { useAddress, useMe } from '@/entities/users/api/users-api';
import { isApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/client';
import { useHeaderOptions } from '@/shared/header/header-options';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon, BagIcon, CheckIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { toast } from '@/shared/ui/toast';
import { checkoutCalls } from '../api/checkout-api';
import { CheckoutFormPanel } from '../components/checkout-form-panel';
import { CheckoutSkeleton } from '../components/checkout-skeleton';

/** `/complete-purchase`: the order form, delivery, bonuses and the way to the card payment (spec §3–§5, §7). */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  useHeaderOptions({ backArrow: true, search: false });
  // The lead says what comes after the form: it follows the payment method the form has chosen.
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const profile = useMe();
  const address = useAddress();
  const cart = useCart();
  const queries = [profile, address, cart];
  const failed = queries.find((query) => query.isError);

  return (
    <div className="pt-6 pb-4 lg:pt-10 lg:pb-16">
      <h1 className="font-display text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-graphite-700 dark:text-graphite-300" data-checkout-lead>
        {t(`lead.${paymentMethod ?? 'neutral'}`)}
      </p>
      {failed ? (
        <QueryError
          error={failed.error}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        />
      ) : profile.data && address.data !== undefined && cart.data ? (
        <CheckoutContent me={profile.data} address={address.data} cart={cart.data} onPaymentMethod={setPaymentMethod} />
      ) : (
        <CheckoutSkeleton />
      )}
    </div>
  );
}
export { CheckoutPage as Component };

type RememberedState =
  | { kind: 'none' }
  | { kind: 'open'; order: OrderDetail }
  | { kind: 'gone'; orderId: number }
  | { kind: 'paid'; orderId: number }
  /** Handed to the shop to pay in cash or by bank transfer: this checkout is over too. */
  | { kind: 'placed'; orderId: number };

function stateOf(order: OrderDetail): RememberedState {
  if (order.paid) return { kind: 'paid', orderId: order.order_id };
  if (order.payment_method !== 'card' && order.status === 'processed')
    return { kind: 'placed', orderId: order.order_id };
  const payable =
    order.status === 'processed' && order.expires_at !== null && Date.parse(order.expires_at) > Date.now();
  return payable ? { kind: 'open', order } : { kind: 'gone', orderId: order.order_id };
}

/** Decides between a fresh order from the cart and continuing the unpaid order this tab created. */
function CheckoutContent({
  me,
  address,
  cart,
  onPaymentMethod,
}: {
  me: User;
  address: Address | null;
  cart: Cart;
  onPaymentMethod: (method: PaymentMethod) => void;
}) {
  const [searchParams] = useSearchParams();
  // `?order=` comes from "pay now" on an order that still needs its delivery chosen.
  const requested = Number(searchParams.get('order')) || undefined;
  const [orderId] = useState(() => requested ?? pendingCheckoutOrder(me.id));
  const remembered = useQuery({
    // An entry of its own, never kept: what to do is decided on a fresh answer, not on a cached one.
    queryKey: [...orderKey(orderId as number), 'checkout'],
    queryFn: () => checkoutCalls.order(orderId as number),
    enabled: orderId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: (count, error) => count < 1 && !isApiError(error, 'not_found'),
  });
  const [state, setState] = useState<RememberedState | undefined>(orderId === undefined ? { kind: 'none' } : undefined);

  useEffect(() => {
    if (state !== undefined) return;
    if (remembered.data) {
      const next = stateOf(remembered.data);
      if (next.kind === 'open') rememberCheckoutOrder(me.id, next.order.order_id);
      // Paid or placed already: this checkout is over, the next one starts clean.
      if (next.kind === 'paid' || next.kind === 'placed') clearCheckoutState();
      setState(next);
    } else if (isApiError(remembered.error, 'not_found')) {
      forgetCheckoutOrder();
      setState({ kind: 'none' });
    }
  }, [remembered.data, remembered.error, state, me.id]);

  const onOrder = useCallback((order: OrderDetail) => setState({ kind: 'open', order }), []);
  const onGone = useCallback((id: number) => setState({ kind: 'gone', orderId: id }), []);
  const startNew = useCallback(() => {
    forgetCheckoutOrder();
    setState({ kind: 'none' });
  }, []);

  if (state === undefined) {
    if (remembered.isError && !isApiError(remembered.error, 'not_found')) {
      return <QueryError error={remembered.error} onRetry={() => void remembered.refetch()} />;
    }
    return <CheckoutSkeleton />;
  }
  if (state.kind === 'gone') return <OrderGone orderId={state.orderId} onRestarted={startNew} />;
  const order = state.kind === 'open' ? state.order : undefined;
  return (
    <>
      {(state.kind === 'paid' || state.kind === 'placed') && <PaidNotice orderId={state.orderId} kind={state.kind} />}
      {!order && cart.products.length === 0 ? (
        <EmptyCart />
      ) : (
        <CheckoutFormPanel
          me={me}
          address={address}
          cart={cart}
          order={order}
          onOrder={onOrder}
          onGone={onGone}
          onStartNew={order && cart.products.length > 0 ? startNew : undefined}
          onPaymentMethod={onPaymentMethod}
        />
      )}
    </>
  );
}

function EmptyCart() {
  const { t } = useTranslation('checkout');
  const unpaid = useUnpaidOrder();
  return (
    <>
      {unpaid && (
        <div
          role="status"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-3xl bg-white p-5 ring-1 ring-olive-200 dark:bg-graphite-800 dark:ring-graphite-700"
          data-unpaid-order={unpaid.order_id}
        >
          <AlertIcon size={22} className="shrink-0 text-olive-700 dark:text-olive-300" />
          <p className="flex-1 font-medium">{t('empty.unpaid', { id: unpaid.order_id })}</p>
          <Link to={paths.order(unpaid.order_id)} className={buttonClass('primary')}>
            {t('empty.openUnpaid')}
          </Link>
        </div>
      )}
      <EmptyCartState />
    </>
  );
}

function EmptyCartState() {
  const { t } = useTranslation('checkout');
  return (
    <EmptyState
      icon={<BagIcon size={28} />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.catalog} className={buttonClass('primary')}>
            {t('empty.toCatalog')}
          </Link>
          <Link to={paths.orders} className={buttonClass('secondary')}>
            {t('empty.toOrders')}
          </Link>
        </div>
      }
    />
  );
}

function PaidNotice({ orderId, kind }: { orderId: number; kind: 'paid' | 'placed' }) {
  const { t } = useTranslation('checkout');
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-3xl bg-olive-100 p-5 text-olive-900 dark:bg-graphite-800 dark:text-olive-100"
    >
      <CheckIcon size={22} className="shrink-0" />
      <p className="flex-1 font-medium">{t(kind === 'paid' ? 'paid.title' : 'paid.placedTitle', { id: orderId })}</p>
      <Link to={paths.order(orderId)} className={buttonClass('secondary')}>
        {t('paid.track')}
      </Link>
    </div>
  );
}

/** The remembered order expired or was cancelled: its products go back into the cart to start over. */
function OrderGone({ orderId, onRestarted }: { orderId: number; onRestarted: () => void }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const restart = useMutation({
    mutationFn: () => call('POST /orders/new_from_old', { body: { order_id: orderId } }),
    onSuccess: (result) => {
      putCart(queryClient, result.cart);
      onRestarted();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <div
      className="mt-8 max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-olive-100 sm:p-8 dark:bg-graphite-800/60 dark:ring-graphite-700"
      data-order-gone={orderId}
    >
      <h2 className="flex items-center gap-3 font-display text-2xl">
        <AlertIcon size={26} className="shrink-0 text-rose-700 dark:text-rose-300" />
        {t('gone.title', { id: orderId })}
      </h2>
      <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('gone.text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => restart.mutate()} loading={restart.isPending}>
          {t('gone.restart')}
        </Button>
        <Link to={paths.order(orderId)} className={buttonClass('secondary')}>
          {t('paid.track')}
        </Link>
      </div>
    </div>
  );
}
