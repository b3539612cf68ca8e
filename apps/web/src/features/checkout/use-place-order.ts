import type { DeliveryChoice } from '@aruu/contract/delivery';
import type { CreateOrderRequest, OrderDetail, PaymentMethod } from '@aruu/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartKey } from '@/entities/cart/api/cart-api';
import {
  checkoutAttemptAnswered,
  checkoutAttemptKey,
  clearCheckoutState,
  rememberCheckoutOrder,
} from '@/entities/checkout/checkout-storage';
import { ordersKey } from '@/entities/orders/api/orders-api';
import { addressKey, meKey } from '@/entities/users/api/users-api';
import { isApiError } from '@/shared/api/api-error';
import { checkoutCalls } from './api/checkout-api';

/**
 * Spec §7: create from the cart → delivery → bonuses (when any) → the payment page; or, paying
 * in cash or by bank transfer, the order handed to the shop for confirmation (`confirm`).
 */
export const checkoutSteps = ['order', 'delivery', 'points', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface PlaceOrderInput {
  /** The order form; only read when there is no order yet. */
  create: CreateOrderRequest | undefined;
  delivery: DeliveryChoice;
  udsCode: string;
  points: number;
  paymentMethod: PaymentMethod;
}

export interface CheckoutFailure {
  step: CheckoutStep;
  error: unknown;
}

/** Errors after which the remembered order cannot be continued: it is gone, paid or expired. */
export const isOrderGone = (error: unknown) =>
  isApiError(error, 'not_found') || isApiError(error, 'order_not_editable') || isApiError(error, 'order_not_payable');

/**
 * Runs the checkout calls in order and never creates a second order: the created order is
 * remembered (state and sessionStorage) before anything else can fail, and a retry starts from
 * it. The calls that create something carry an Idempotency-Key, so a reply lost on the way is
 * answered again by the server instead of being repeated. Delivery and bonuses are set again on every run (both calls replace what was set), so a
 * retry applies what the shopper changed after a failure.
 */
export function usePlaceOrder(options: {
  userId: number;
  order: OrderDetail | undefined;
  onOrder: (order: OrderDetail) => void;
  onGone: (orderId: number) => void;
  /** A cash or bank-transfer order was handed to the shop: the checkout is over. */
  onPlaced: (order: OrderDetail) => void;
}) {
  const { userId, order, onOrder, onGone, onPlaced } = options;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Set synchronously on the first click, so a double click cannot start two runs.
  const running = useRef(false);
  /** The code the order's bonuses were set with: taking them off again needs it. */
  const appliedCode = useRef<string | null>(null);

  // Back from the payment page, the browser may show this page from its back-forward cache,
  // frozen mid-redirect: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setLeaving(false);
      setStep(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const run = useCallback(
    async (input: PlaceOrderInput): Promise<CheckoutFailure | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setFailure(null);
      let current = order;
      let at: CheckoutStep = 'order';
      const next = (step: CheckoutStep) => {
        at = step;
        setStep(step);
      };
      try {
        if (!current) {
          if (!input.create) throw new Error('The order form is missing');
          next('order');
          current = await checkoutCalls.createFromCart(input.create, checkoutAttemptKey(userId, 'order', input.create));
          rememberCheckoutOrder(userId, current.order_id);
          checkoutAttemptAnswered('order');
          onOrder(current);
          // The server emptied the cart into the order.
          void queryClient.invalidateQueries({ queryKey: cartKey });
          void queryClient.invalidateQueries({ queryKey: ordersKey });
          // The order's address became the account's one: the next checkout starts from it.
          if (input.create.save_address) void queryClient.invalidateQueries({ queryKey: addressKey });
          // The account now hears about its orders on WhatsApp: its profile says so.
          if (input.create.whatsapp_opt_in) void queryClient.invalidateQueries({ queryKey: meKey });
        }
        next('delivery');
        current = await checkoutCalls.setDelivery(current.order_id, input.delivery);
        onOrder(current);
        const code = input.udsCode || appliedCode.current;
        if (code && (input.points > 0 || current.totals.points > 0)) {
          next('points');
          current = await checkoutCalls.setPoints(current.order_id, code, input.points);
          appliedCode.current = input.points > 0 ? code : null;
          onOrder(current);
        }
        if (input.paymentMethod !== 'card') {
          next('confirm');
          current = await checkoutCalls.placeOffline(current.order_id, input.paymentMethod);
          clearCheckoutState();
          void queryClient.invalidateQueries({ queryKey: ordersKey });
          running.current = false;
          setStep(null);
          onPlaced(current);
          return undefined;
        }
        next('payment');
        // A payment of another amount (delivery or bonuses changed since) is another attempt.
        const paying = { order_id: current.order_id, total: current.totals.total };
        const { payment_url } = await checkoutCalls.paymentUrl(
          current.order_id,
          checkoutAttemptKey(userId, 'payment', paying),
        );
        checkoutAttemptAnswered('payment');
        setLeaving(true);
        window.location.assign(payment_url);
        // Stay "running" while the browser leaves: nothing may be clicked twice meanwhile.
        return undefined;
      } catch (error) {
        running.current = false;
        setStep(null);
        const failed = { step: at, error };
        setFailure(failed);
        if (current && isOrderGone(error)) onGone(current.order_id);
        return failed;
      }
    },
    [order, userId, onOrder, onGone, onPlaced, queryClient],
  );

  return { run, step, failure, leaving, busy: step !== null || leaving, clearFailure: () => setFailure(null) };
}
