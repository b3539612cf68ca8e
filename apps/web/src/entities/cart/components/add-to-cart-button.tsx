import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { BagIcon, CheckIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import { type AddToCartInput, useAddToCart } from '../api/cart-api';

const SUCCESS_SHOWN_MS = 2000;

interface AddToCartButtonProps extends AddToCartInput {
  available: boolean;
  className?: string;
  compact?: boolean;
  /** Instead of the failure toast when this variation has sold out (a card offers the page's other options). */
  onSoldOut?: () => void;
}

/**
 * Spec §2, §8: shows loading, then success with 'Product added to cart.'; a failure says why
 * ('Failed to add product to cart.' with the shop's reason, or the generic message).
 */
export function AddToCartButton({
  available,
  className = '',
  compact = false,
  onSoldOut,
  ...line
}: AddToCartButtonProps) {
  const { t } = useTranslation(['cart', 'common']);
  const errorText = useErrorText();
  const add = useAddToCart();
  const [justAdded, setJustAdded] = useState(false);

  useEffect(() => {
    if (!justAdded) return;
    const timer = window.setTimeout(() => setJustAdded(false), SUCCESS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [justAdded]);

  const onClick = () =>
    add.mutate(line, {
      onSuccess: () => {
        setJustAdded(true);
        toast.success(t('common:toast.addedToCart'));
      },
      onError: (error) => {
        if (onSoldOut && isApiError(error, 'not_enough_stock')) onSoldOut();
        else if (isApiError(error) && error.status < 500 && error.code !== 'network_error') {
          toast.error(t('addFailed'), errorText(error));
        } else {
          toast.error(t('common:toast.error'), t('addError'));
        }
      },
    });

  if (!available) {
    return (
      <Button variant="secondary" disabled className={className}>
        {t('outOfStock')}
      </Button>
    );
  }
  return (
    <Button
      variant={justAdded ? 'secondary' : 'primary'}
      loading={add.isPending}
      onClick={onClick}
      className={className}
      data-add-to-cart
    >
      {justAdded ? <CheckIcon size={18} /> : !add.isPending && <BagIcon size={18} />}
      {compact ? null : justAdded ? t('added') : t('addToCart')}
      {compact && <span className="sr-only">{justAdded ? t('added') : t('addToCart')}</span>}
    </Button>
  );
}
