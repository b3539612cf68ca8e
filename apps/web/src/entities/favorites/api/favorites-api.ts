import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { toast } from '@/shared/ui/toast';

const favoriteIdsKey = queryKeyOf('GET /products/favorites/ids');
/** The wishlist in every language. */
export const favoriteListKey = queryKeyOf('GET /products/favorites/list');
const favoriteToggleKey = ['favorites', 'toggle'] as const;

/**
 * The ids of the signed-in shopper's favourites: every heart on every card and page reads this
 * one small list, so a heart set anywhere shows everywhere at once.
 */
export function useFavoriteIds() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => call('GET /products/favorites/ids', { signal }).then((r) => new Set(r.product_ids)),
    enabled: signedIn,
  });
}

export function useIsFavorite(productId: number): boolean {
  const ids = useFavoriteIds();
  return ids.data?.has(productId) ?? false;
}

/**
 * The wishlist's cards, latest first. What the page shows is filtered by the ids above (the one
 * source of truth), so a heart unset anywhere takes the card off at once.
 */
export function useFavoriteList() {
  const signedIn = useSignedIn();
  const language = useLanguage();
  const query = { lang: language };
  return useQuery({
    queryKey: queryKeyOf('GET /products/favorites/list', { query }),
    queryFn: ({ signal }) => call('GET /products/favorites/list', { query, signal }),
    enabled: signedIn,
  });
}

/**
 * Sets or unsets a favourite, showing it at once and undoing that, with a toast, if the shop
 * refuses. The toast is raised here, not by the button: on the favourites page the card (and its
 * button) is gone by the time the answer comes.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('favorites');
  return useMutation({
    mutationKey: favoriteToggleKey,
    mutationFn: ({ productId, favorite }: { productId: number; favorite: boolean }) =>
      call(favorite ? 'POST /products/favorites/set' : 'POST /products/favorites/unset', {
        body: { product_id: productId },
      }),
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsKey });
      queryClient.setQueryData<Set<number>>(favoriteIdsKey, (before) => {
        const next = new Set(before);
        if (favorite) next.add(productId);
        else next.delete(productId);
        return next;
      });
    },
    onError: (_error, { productId, favorite }) => {
      // Only this product is taken back: other hearts toggled meanwhile keep their new state.
      queryClient.setQueryData<Set<number>>(favoriteIdsKey, (current) => {
        const next = new Set(current);
        if (favorite) next.delete(productId);
        else next.add(productId);
        return next;
      });
      toast.error(favorite ? t('addFailed') : t('removeFailed'));
    },
    onSettled: (_data, _error, { productId }) => {
      // Spec §4: setting or unsetting refreshes the product and the favourites list (and the ids
      // behind every heart) — once the last of several quick toggles is answered, so that a read
      // cannot take back a toggle still on its way.
      if (queryClient.isMutating({ mutationKey: favoriteToggleKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: favoriteIdsKey });
        void queryClient.invalidateQueries({ queryKey: favoriteListKey });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /products/:id', { params: { id: productId } }) });
    },
  });
}
