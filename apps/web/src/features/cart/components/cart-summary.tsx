import type { Cart } from '@aruu/contract/cart';
import { useIsMutating } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartWriteKey } from '@/entities/cart/api/cart-api';
import { useCartUdsPoints } from '@/entities/loyalty/api/uds-account-api';
import { useFormatNumber, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { FreeDeliveryProgress } from './free-delivery-progress';

interface CheckoutProps {
  /** Some line is short of stock: checkout waits until it is fixed. */
  blocked: boolean;
  blockedReasonId: string;
  className?: string;
}

/**
 * "Continue to checkout". Checkout reads the cart afresh, so a click while changes are still
 * on their way waits for them first.
 */
function CheckoutButton({ blocked, blockedReasonId, className = '' }: CheckoutProps) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const writing = useIsMutating({ mutationKey: cartWriteKey }) > 0;
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || writing) return;
    setWaiting(false);
    // A change refused meanwhile may have left a line short of stock: then checkout stays closed.
    if (!blocked) navigate(paths.checkout);
  }, [waiting, writing, blocked, navigate]);

  if (blocked) {
    return (
      <Button disabled aria-describedby={blockedReasonId} className={className}>
        {t('summary.checkout')}
      </Button>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (!writing) return;
    event.preventDefault();
    setWaiting(true);
  };
  return (
    <Link
      to={paths.checkout}
      onClick={onClick}
      className={buttonClass('primary', className)}
      aria-busy={waiting || undefined}
    >
      {waiting && <Spinner inline />}
      {t('summary.checkout')}
    </Link>
  );
}

/** Subtotal, delivery note, free-delivery progress and checkout — beside the lines on wide screens. */
interface SummaryProps {
  cart: Cart;
  blocked: boolean;
  /** The id of the note saying why checkout waits (shown in the summary). */
  blockedId: string;
}

export function CartSummary({ cart, blocked, blockedId }: SummaryProps) {
  const { t } = useTranslation('cart');
  const formatSom = useFormatSom();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 shadow-[0_1px_2px_rgba(40,40,30,0.06)] ring-1 ring-olive-200/60 sm:p-6 lg:sticky lg:top-28 dark:bg-graphite-800 dark:ring-graphite-700"
    >
      <h2 id={titleId} className="font-display text-xl">
        {t('summary.title')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-graphite-700 dark:text-graphite-300">{t('summary.items', { count: cart.cartCount })}</dt>
          <dd className="tabular-nums">{formatSom(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-graphite-700 dark:text-graphite-300">{t('summary.delivery')}</dt>
          <dd className="text-right text-graphite-700 dark:text-graphite-300">{t('summary.deliveryLater')}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <FreeDeliveryProgress subtotal={cart.subtotal} />
      </div>
      <UdsPoints subtotal={cart.subtotal} />
      <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-olive-200 pt-4 dark:border-graphite-700">
        <span className="font-medium">{t('summary.subtotal')}</span>
        <span className="font-display text-2xl tabular-nums" data-subtotal>
          {formatSom(cart.subtotal)}
        </span>
      </div>
      {blocked && (
        <p
          id={blockedId}
          className="mt-4 rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-950/40 dark:text-rose-200"
          data-checkout-blocked
        >
          {t('summary.blocked')}
        </p>
      )}
      <div className="mt-5 hidden lg:block">
        <CheckoutButton blocked={blocked} blockedReasonId={blockedId} className="w-full" />
      </div>
    </section>
  );
}

/**
 * The linked UDS account's balance, and what UDS says this cart would earn and may spend; nothing
 * without a linked account or while UDS does not answer (it is a hint, not part of the price).
 */
function UdsPoints({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation('cart');
  const formatNumber = useFormatNumber();
  const { data } = useCartUdsPoints(subtotal);
  if (!data?.uds) return null;
  const { balance, earn_points: earn, max_points: spend } = data.uds;
  return (
    <ul
      className="mt-4 space-y-1 rounded-2xl bg-olive-50 p-3 text-sm text-olive-900 dark:bg-graphite-900 dark:text-olive-100"
      data-cart-uds
    >
      <li>{t('summary.udsBalance', { points: formatNumber(balance) })}</li>
      {earn !== null && earn > 0 && <li>{t('summary.udsEarn', { points: formatNumber(earn) })}</li>}
      {spend > 0 && <li>{t('summary.udsSpend', { points: formatNumber(spend) })}</li>}
    </ul>
  );
}

/**
 * Phones: the total and checkout stay in reach above the bottom bar (56 px) while the lines
 * scroll by; at the end of the page the bar rests under the summary. Put it directly in the
 * page's container, so it sticks along the whole page.
 */
export function CheckoutBar({ cart, blocked, blockedId }: SummaryProps) {
  const { t } = useTranslation('cart');
  const formatSom = useFormatSom();
  return (
    <div
      className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.75rem)] z-20 mt-6 flex items-center justify-between gap-3 rounded-3xl bg-white/95 p-3 pl-5 shadow-[0_8px_30px_rgba(40,40,30,0.18)] ring-1 ring-olive-200/70 backdrop-blur lg:hidden dark:bg-graphite-800/95 dark:ring-graphite-700"
      data-checkout-bar
      data-bottom-dock
    >
      <p className="flex shrink-0 flex-col leading-tight">
        <span className="text-xs text-graphite-700 dark:text-graphite-300">{t('summary.subtotal')}</span>
        <span className="font-semibold whitespace-nowrap tabular-nums">{formatSom(cart.subtotal)}</span>
      </p>
      {/* A long label (Kyrgyz, large text) wraps rather than pushing the button off the screen. */}
      <CheckoutButton
        blocked={blocked}
        blockedReasonId={blockedId}
        className="min-w-0 py-2 text-center leading-tight whitespace-normal"
      />
    </div>
  );
}
