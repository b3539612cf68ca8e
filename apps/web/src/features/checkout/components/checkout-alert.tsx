import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { AlertIcon } from '@/shared/ui/icons';
import { isOrderGone } from '../use-place-order';

/** API errors whose shared text already says what happened and what to do (spec §8). */
const explained = new Set([
  'network_error',
  'validation_failed',
  'uds_code_invalid',
  'not_enough_bonuses',
  'loyalty_unavailable',
  'loyalty_currency_mismatch',
  'not_enough_stock',
  'cart_empty',
  'delivery_unavailable',
  'unknown_delivery_city',
  'delivery_required',
  'payment_unavailable',
  'promo_code_invalid',
  'rate_limited',
]);

/** The checkout failure in the shopper's language, with the way forward it needs. */
export function CheckoutAlert({
  error,
  orderId,
  compact = false,
}: {
  error: unknown;
  orderId: number | undefined;
  /** The phone's bottom bar: the message only, so the form above stays in view. */
  compact?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const message = isApiError(error, 'not_found')
    ? t('errors.orderNotFound')
    : isApiError(error) && explained.has(error.code)
      ? errorText(error)
      : t('errors.placeFailed');
  const backToCart = isApiError(error, 'not_enough_stock') || isApiError(error, 'cart_empty');
  const orderKept = orderId !== undefined && !isOrderGone(error);
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-2xl bg-rose-50 text-rose-900 dark:bg-rose-950/60 dark:text-rose-100 ${compact ? 'mb-3 px-3 py-2' : 'mt-4 p-4'}`}
      data-checkout-error
    >
      <AlertIcon size={20} className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{message}</p>
        {orderKept && !compact && <p>{t('errors.keepsOrder', { id: orderId })}</p>}
        {backToCart && (
          <Link to={paths.basket} className="font-medium underline underline-offset-4">
            {t('errors.toCart')}
          </Link>
        )}
      </div>
    </div>
  );
}
