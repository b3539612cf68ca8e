import type { ProductCard as Card } from '@aruu/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useAddToCart } from '@/entities/cart/api/cart-api';
import { favoriteListKey, useToggleFavorite } from '@/entities/favorites/api/favorites-api';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { BagIcon, TrashIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import { ProductCard } from '@/widgets/product-card/product-card';

/** A wishlist card with its two page actions: move it to the cart, or remove it. */
export function FavoriteItem({ product, eager }: { product: Card; eager: boolean }) {
  const { t } = useTranslation('favorites');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const toggle = useToggleFavorite();
  const remove = () => toggle.mutate({ productId: product.id, favorite: false });

  /** Adds the card's variation (the first) to the cart; only once that worked does it leave the wishlist. */
  const moveToCart = () =>
    add.mutate(
      { product_id: product.id, variation_id: product.variation_id },
      {
        onSuccess: () => {
          toast.success(t('moved'));
          remove();
        },
        onError: (error) => {
          if (!isApiError(error, 'not_enough_stock')) {
            toast.error(t('moveFailed'), errorText(error));
            return;
          }
          toast.info(t('soldOut'));
          // The card's stock was out of date: read the list again, so it says so.
          void queryClient.invalidateQueries({ queryKey: favoriteListKey });
        },
      },
    );

  return (
    <div className="flex flex-col gap-2" data-favorite-item={product.id}>
      <ProductCard product={product} eager={eager} />
      {/* Where both labels do not fit on one line (long Kyrgyz words, narrow columns) they stack. */}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={moveToCart}
          loading={add.isPending}
          disabled={!product.in_stock}
          aria-label={product.in_stock ? t('item.moveToCartLabel', { title: product.title }) : undefined}
          className="min-h-10 flex-[1_1_auto] px-4 whitespace-nowrap"
          data-move-to-cart
        >
          {product.in_stock && !add.isPending && <BagIcon size={18} />}
          {product.in_stock ? t('item.moveToCart') : t('item.outOfStock')}
        </Button>
        <Button
          variant="ghost"
          onClick={remove}
          aria-label={t('item.removeLabel', { title: product.title })}
          className="min-h-10 flex-[1_1_auto] px-4 whitespace-nowrap"
          data-remove-favorite
        >
          <TrashIcon size={18} />
          {t('item.remove')}
        </Button>
      </div>
    </div>
  );
}
