import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * How each shade of the product stands in each pickup shop. Asked again when the shade changes
 * (`variationId` is in the key): stock moves, and a shopper looking at another shade wants it now.
 */
export function useShopAvailability(productId: number, variationId: number) {
  const language = useLanguage();
  const input = { params: { product_id: productId }, query: { lang: language } };
  return useQuery({
    queryKey: [...queryKeyOf('GET /products/:product_id/availability', input), variationId],
    queryFn: ({ signal }) => call('GET /products/:product_id/availability', { ...input, signal }),
    select: (answer) => answer.variations.find((variation) => variation.variation_id === variationId)?.shops ?? [],
    placeholderData: keepPreviousData,
    retry: false,
  });
}
