import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { cartWriteKey, useCart } from '@/entities/cart/api/cart-api';
import { isShortOfStock } from '@/entities/cart/api/cart-changes';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BagIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { useChangeCart } from '../api/use-change-cart';
import { CartLineItem } from '../components/cart-line-item';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartSummary, CheckoutBar } from '../components/cart-summary';
import { ClearCartButton } from '../components/clear-cart-button';

/** Lines whose pictures are above the fold on a phone. */
const EAGER_LINES = 3;

/** Leaving (closing, reloading) while a change is still on its way asks first: it would be lost. */
function useWarnWhileSaving() {
  const saving = useIsMutating({ mutationKey: cartWriteKey }) > 0;
  useEffect(() => {
    if (!saving) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saving]);
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState
      icon={<BagIcon size={28} />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Link to={paths.catalog} className={buttonClass('primary')}>
          {t('empty.action')}
        </Link>
      }
    />
  );
}

/** Spec §2 /basket (signed in only): the lines, their quantities within stock, the total, checkout. */
export function CartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const cart = useCart();
  const { change, step } = useChangeCart();
  const blockedId = useId();
  useWarnWhileSaving();

  const lines = cart.data?.products ?? [];
  const blocked = lines.some(isShortOfStock);

  let content: ReactNode;
  if (cart.data && lines.length > 0) {
    content = (
      <>
        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <ul aria-label={t('lines')} className="space-y-4">
            {lines.map((line, index) => (
              <CartLineItem
                key={line.variation_id}
                line={line}
                eager={index < EAGER_LINES}
                onStep={(delta) => step(line.variation_id, delta, line.available)}
                onSetQuantity={(quantity) => change({ kind: 'quantity', variation_id: line.variation_id, quantity })}
                onRemove={() => change({ kind: 'remove', variation_id: line.variation_id })}
              />
            ))}
          </ul>
          <div className="mt-6 lg:mt-0">
            <CartSummary cart={cart.data} blocked={blocked} blockedId={blockedId} />
          </div>
        </div>
        <CheckoutBar cart={cart.data} blocked={blocked} blockedId={blockedId} />
      </>
    );
  } else if (cart.data) {
    content = <EmptyCart />;
  } else if (cart.isError) {
    content = <QueryError error={cart.error} onRetry={() => void cart.refetch()} />;
  } else {
    content = <CartSkeleton />;
  }

  return (
    <div className="pt-6 pb-6 lg:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1 className="font-display text-3xl md:text-4xl">{t('title')}</h1>
          {lines.length > 0 && (
            <p className="mt-1 text-graphite-700 dark:text-graphite-300" data-cart-total-count>
              {t('count', { count: cart.data?.cartCount ?? 0 })}
            </p>
          )}
        </div>
        {lines.length > 0 && <ClearCartButton onClear={() => change({ kind: 'clear' })} />}
      </div>
      {content}
    </div>
  );
}
export { CartPage as Component };
