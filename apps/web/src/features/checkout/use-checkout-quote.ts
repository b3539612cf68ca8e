import type { CheckoutQuoteBody } from '@aruu/contract/checkout';
import type { DeliveryChoice } from '@aruu/contract/delivery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';

/**
 * What the order will be charged, priced by the server with the same code that prices the order:
 * the cart with the applied promo code, or the unpaid order this checkout created, each with the
 * chosen delivery. `cartStamp` changes when the cart does, so a changed cart is priced again.
 */
export function useCheckoutQuote(input: {
  orderId: number | undefined;
  promoCode: string;
  delivery: DeliveryChoice | undefined;
  cartStamp: string;
}) {
  const body: CheckoutQuoteBody = input.orderId
    ? { order_id: input.orderId, delivery: input.delivery }
    : { promo_code: input.promoCode || undefined, delivery: input.delivery };
  return useQuery({
    queryKey: [...queryKeyOf('POST /checkout/quote'), body, input.cartStamp],
    queryFn: ({ signal }) => call('POST /checkout/quote', { body, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
