import { amountLeftForFreeDelivery, FREE_DELIVERY_FROM_SOM } from '@/entities/cart/free-delivery';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckIcon } from '@/shared/ui/icons';

/** Spec §9: delivery in the city is free from 4,000 som — how far the cart is from it. */
export function FreeDeliveryProgress({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation('cart');
  const formatSom = useFormatSom();
  const left = amountLeftForFreeDelivery(subtotal);
  return (
    <div
      className="rounded-2xl bg-olive-100/70 p-4 dark:bg-graphite-900/60"
      data-free-delivery={left > 0 ? 'left' : 'reached'}
    >
      <p className="flex items-start gap-2 text-sm text-graphite-800 dark:text-graphite-100" aria-live="polite">
        {left > 0 ? (
          t('freeDelivery.left', { amount: formatSom(left) })
        ) : (
          <>
            <CheckIcon size={18} className="mt-px shrink-0 text-olive-700 dark:text-olive-300" />
            <span className="font-medium">{t('freeDelivery.reached')}</span>
          </>
        )}
      </p>
      <progress
        value={Math.min(subtotal, FREE_DELIVERY_FROM_SOM)}
        max={FREE_DELIVERY_FROM_SOM}
        aria-label={t('freeDelivery.label')}
        className="mt-3 block h-2 w-full appearance-none overflow-hidden rounded-full bg-white dark:bg-graphite-700 [&::-moz-progress-bar]:bg-olive-600 dark:[&::-moz-progress-bar]:bg-olive-300 [&::-webkit-progress-bar]:bg-white dark:[&::-webkit-progress-bar]:bg-graphite-700 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-olive-600 [&::-webkit-progress-value]:transition-[width] dark:[&::-webkit-progress-value]:bg-olive-300"
      />
    </div>
  );
}
