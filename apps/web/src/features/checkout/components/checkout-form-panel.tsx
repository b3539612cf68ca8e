import type { User } from '@aruu/contract/auth';
import type { Cart } from '@aruu/contract/cart';
import type { CheckoutQuote } from '@aruu/contract/checkout';
import type { CreateOrderRequest, OrderDetail } from '@aruu/contract/orders';
import type { Address } from '@aruu/contract/users';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { saveCheckoutForm, savedCheckoutForm } from '@/entities/checkout/checkout-storage';
import { isApiError } from '@/shared/api/api-error';
import { applyServerFieldErrors } from '@/shared/forms/server-field-errors';
import { useLazyZodForm } from '@/shared/forms/use-lazy-zod-form';
import { useAfter } from '@/shared/hooks/use-after';
import { useLeaveGuard } from '@/shared/hooks/use-leave-guard';
import { useFormatSom } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast';
import { pointsOf } from '../bonus-points';
import {
  type CheckoutForm,
  type CheckoutFormOutput,
  type CheckoutFormValues,
  deliveryChoiceOf,
  orderFieldNames,
  prefilledForm,
  restoredForm,
} from '../checkout-form';
import { useCheckoutFieldError } from '../use-checkout-field-error';
import { useCheckoutQuote } from '../use-checkout-quote';
import { type CheckoutStep, usePlaceOrder } from '../use-place-order';
import { usePreselectCity } from '../use-preselect-city';
import { useUdsQuote } from '../use-uds-quote';
import { BonusSection } from './bonus-section';
import { CheckoutAlert } from './checkout-alert';
import { CheckoutProgress } from './checkout-progress';
import { DeliverySection } from './delivery-section';
import { OrderSummary, type SummaryLine, type SummaryTotals } from './order-summary';
import { PaymentSection } from './payment-section';
import { PlacedOrderCard } from './placed-order-card';
import { RecipientSection } from './recipient-section';
import { TermsField } from './terms-field';

const FORM_ID = 'checkout-form';
/** What the shopper types (the rest is chosen, or comes from the profile). */
const typedFields = [
  'customer_name',
  'phone',
  'email',
  'address',
  'comment',
  'promo_code',
  'uds_code',
  'points',
] as const;
/** What is still open on an order that exists: how it is delivered and the bonuses. */
const continueFields = ['city', 'shop_id', 'uds_code', 'points', 'payment_method'] as const;

interface CheckoutFormPanelProps {
  me: User;
  address: Address | null;
  cart: Cart | undefined;
  /** The unpaid order this checkout already created, if any. */
  order: OrderDetail | undefined;
  onOrder: (order: OrderDetail) => void;
  onGone: (orderId: number) => void;
  onStartNew?: () => void;
  /** Told the chosen payment method, now and whenever it changes (the page's lead follows it). */
  onPaymentMethod?: (method: CheckoutFormValues['payment_method']) => void;
}

export function CheckoutFormPanel({
  me,
  address,
  cart,
  order,
  onOrder,
  onGone,
  onStartNew,
  onPaymentMethod,
}: CheckoutFormPanelProps) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const formatSom = useFormatSom();
  const uds = useUdsQuote();
  const formRef = useRef<CheckoutForm | null>(null);
  // The schema reads the latest UDS quote through this ref when it checks the points.
  const maxPointsFor = useRef(uds.maxFor);
  maxPointsFor.current = uds.maxFor;
  const [loadSchema] = useState(
    () => () =>
      import('../checkout-schema').then(({ checkoutFormSchema }) =>
        checkoutFormSchema(() => maxPointsFor.current(formRef.current?.getValues('uds_code') ?? '')),
      ),
  );
  const [prefill] = useState(() => prefilledForm(me, address, t('apartmentShort')));
  const [defaults] = useState(() => restoredForm(prefill, savedCheckoutForm<Partial<CheckoutFormValues>>(me.id)));
  const form: CheckoutForm = useLazyZodForm<CheckoutFormValues, CheckoutFormOutput>(loadSchema as never, {
    defaultValues: defaults,
  });
  formRef.current = form;
  const { control, setError } = form;

  // Everything typed survives a reload or a session refresh (spec: nothing may be lost).
  useEffect(() => {
    const subscription = form.watch((values) => saveCheckoutForm(me.id, values));
    return () => subscription.unsubscribe();
  }, [form, me.id]);
  usePreselectCity(form);

  const navigate = useNavigate();
  const place = usePlaceOrder({
    userId: me.id,
    order,
    onOrder,
    onGone,
    onPlaced: (placed) => navigate(paths.order(placed.order_id)),
  });
  const [method, cityCode, shopId, promo, pointsText, udsCode, paymentMethod] = useWatch({
    control,
    name: ['delivery_method', 'city_code', 'shop_id', 'promo_code', 'points', 'uds_code', 'payment_method'],
  });
  useEffect(() => onPaymentMethod?.(paymentMethod), [onPaymentMethod, paymentMethod]);
  const typed = useWatch({ control, name: typedFields });
  // Leaving asks first while something typed would be left behind; never once the order exists.
  const guard = useLeaveGuard(!order && !place.busy && typed.some((value, i) => value !== prefill[typedFields[i]!]));
  const quote = uds.quote && uds.quote.code === (udsCode ?? '').trim() ? uds.quote : null;
  const fieldError = useCheckoutFieldError(quote?.points.max_points);

  // The promo code counts once applied: the summary then shows its discount (or why it does not apply).
  const [appliedPromo, setAppliedPromo] = useState(() => promoKey(defaults.promo_code));
  const typedPromo = promoKey(promo ?? '');
  const promoPending = !order && typedPromo !== '' && typedPromo !== appliedPromo;
  const delivery = deliveryChoiceOf({ delivery_method: method, city_code: cityCode, shop_id: shopId });
  const priced = useCheckoutQuote({
    orderId: order?.order_id,
    promoCode: typedPromo === '' ? '' : appliedPromo,
    delivery,
    cartStamp: `${cart?.subtotal}:${cart?.cartCount}`,
  });
  const promoAnswer = !order && !promoPending && typedPromo !== '' ? (priced.data?.promo ?? null) : null;
  useEffect(() => {
    if (promoAnswer?.refusal) setError('promo_code', { type: 'server', message: promoAnswer.refusal });
  }, [promoAnswer?.refusal, setError]);
  const applyPromo = () => {
    form.clearErrors('promo_code');
    setAppliedPromo(promoKey(form.getValues('promo_code')));
    if (promoKey(form.getValues('promo_code')) === appliedPromo) void priced.refetch();
  };

  const checkCode = async () => {
    const code = form.getValues('uds_code').trim();
    if (!/^[A-Za-z0-9-]{4,64}$/.test(code)) {
      setError('uds_code', { type: 'manual', message: code ? 'invalid_uds_code' : 'required' }, { shouldFocus: true });
      return undefined;
    }
    form.clearErrors('uds_code');
    try {
      const checked = await uds.check(code, order?.order_id);
      if (form.getValues('points').trim()) void form.trigger('points');
      return checked;
    } catch (error) {
      if (isApiError(error) && error.code !== 'network_error' && error.code !== 'rate_limited') {
        const message = error.fields.uds_code?.code ?? error.code;
        setError('uds_code', { type: 'server', message }, { shouldFocus: true });
      } else {
        toast.error(errorText(error));
      }
      return undefined;
    }
  };

  const afterFailure = (error: unknown, orderId: number | undefined) => {
    applyServerFieldErrors(error, setError, [...orderFieldNames, 'uds_code', 'points']);
    if (isApiError(error, 'unknown_delivery_city')) setError('city', { type: 'server', message: error.code });
    // The order's allowance can be lower than the cart's (a promo code lowers it): show the real one.
    if (isApiError(error, 'not_enough_bonuses') && orderId) {
      void uds.check(form.getValues('uds_code'), orderId).catch(() => undefined);
    }
  };

  // The order as of the latest render: one created during a run is known here once it fails later.
  const currentOrderId = useRef<number | undefined>(undefined);
  currentOrderId.current = order?.order_id;
  const submitting = useRef(false);
  const submit = async () => {
    const values = form.getValues();
    const points = pointsOf(values.points);
    // Spending bonuses needs the code's allowance: check the code first if the shopper has not.
    if (points > 0 && values.uds_code.trim() && uds.maxFor(values.uds_code) === undefined) {
      if (!(await checkCode())) return;
    }
    // An order placed for pickup has no street address: a courier for it needs one typed now.
    const addressMissing = Boolean(order && !order.address.address.trim() && values.delivery_method === 'courier');
    const valid = order
      ? await form.trigger([...continueFields, ...(addressMissing ? (['address'] as const) : [])], {
          shouldFocus: true,
        })
      : await form.trigger(undefined, { shouldFocus: true });
    const chosen = deliveryChoiceOf(values);
    if (!valid || !chosen) return;
    const delivery =
      addressMissing && chosen.method === 'courier' ? { ...chosen, address: (values.address ?? '').trim() } : chosen;
    let create: CreateOrderRequest | undefined;
    if (!order) {
      // Loaded by the check above.
      const parsed = (await loadSchema()).safeParse(values);
      if (!parsed.success) return;
      const { customer_name, phone, email, country, city, address, comment, promo_code, accept_terms } = parsed.data;
      const { delivery_method, save_address, whatsapp_opt_in } = parsed.data;
      create = {
        customer_name,
        phone,
        email,
        country,
        city,
        address,
        delivery_method,
        // Only an address there is can be kept.
        save_address: save_address && Boolean(address),
        whatsapp_opt_in,
        comment,
        promo_code,
        accept_terms,
      };
    }
    // A code typed but not applied would change the total the shopper has not seen: apply it first.
    if (!order && promoKey(values.promo_code) !== '' && promoKey(values.promo_code) !== appliedPromo) {
      applyPromo();
      toast.info(t('promo.checkTotal'));
      return;
    }
    // A code that does not apply is not dropped silently: the shopper clears it or types another.
    if (!order && promoAnswer?.refusal) {
      setError('promo_code', { type: 'server', message: promoAnswer.refusal }, { shouldFocus: true });
      return;
    }
    const failure = await place.run({
      create,
      delivery,
      udsCode: values.uds_code.trim(),
      points,
      paymentMethod: values.payment_method,
    });
    if (failure) afterFailure(failure.error, currentOrderId.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A ref, not state: a double click arrives before React re-renders the disabled button.
    if (submitting.current || place.busy) return;
    submitting.current = true;
    void submit().finally(() => {
      submitting.current = false;
    });
  };

  const points = pointsOf(pointsText ?? '');
  const spend = Number.isNaN(points) || (quote && points > quote.points.max_points) ? 0 : points;
  const { lines, totals } = summaryOf({
    cart,
    order,
    quote: delivery || !order ? priced.data : undefined,
    method,
    promoPending,
    points: spend,
  });
  const steps: CheckoutStep[] = [
    'order',
    'delivery',
    ...(spend > 0 || (order?.totals.points ?? 0) > 0 ? (['points'] as const) : []),
    paymentMethod === 'card' ? 'payment' : 'confirm',
  ];
  // While it runs, the button says which step is running (the list above it shows them all).
  const label = place.leaving
    ? t('steps.leaving')
    : place.step
      ? t(`steps.${place.step}`)
      : paymentMethod !== 'card'
        ? t('submit.confirm')
        : order
          ? t('submit.pay')
          : t('submit.place');
  const busy = place.busy;
  // The bonus, payment and terms sections mount a task after the rest: on a throttled phone the
  // form's first render was one long task (decision 090) that a tap waits behind. They are below
  // a phone's first screen, and the summary under them too, so nothing in view moves.
  const lowerSections = useAfter(0);
  const failure = (compact: boolean) =>
    place.failure && <CheckoutAlert error={place.failure.error} orderId={order?.order_id} compact={compact} />;

  return (
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6" aria-busy={busy}>
        {order ? (
          <PlacedOrderCard order={order} onStartNew={onStartNew} />
        ) : (
          <RecipientSection form={form} errorText={fieldError} />
        )}
        <DeliverySection
          form={form}
          errorText={fieldError}
          orderPlaced={Boolean(order)}
          orderHasAddress={Boolean(order?.address.address.trim())}
          hasSavedAddress={address !== null}
          quote={delivery && !priced.isPlaceholderData ? (priced.data?.delivery ?? null) : null}
          quoteError={delivery ? priced.error : null}
          orderId={order?.order_id}
          cartStamp={`${cart?.subtotal}:${cart?.cartCount}`}
        />
        {lowerSections && (
          <>
            <BonusSection
              form={form}
              errorText={fieldError}
              orderPlaced={Boolean(order)}
              promo={promoAnswer && !priced.isPlaceholderData ? promoAnswer : null}
              applying={priced.isFetching && !promoPending && typedPromo !== ''}
              onApply={applyPromo}
              quote={quote}
              checking={uds.checking}
              onCheck={() => void checkCode()}
            />
            <PaymentSection form={form} delivery={method} />
            {!order && <TermsField form={form} errorText={fieldError} />}
          </>
        )}
      </form>

      <aside className="lg:sticky lg:top-28">
        <OrderSummary lines={lines} totals={totals}>
          <div className="hidden lg:block">
            {failure(false)}
            <CheckoutProgress steps={steps} current={place.step} leaving={place.leaving} />
            <Button type="submit" form={FORM_ID} loading={busy} className="mt-5 w-full min-h-12 text-base">
              {label}
            </Button>
            <p className="mt-3 text-center text-xs text-graphite-700 dark:text-graphite-300">{t('summary.secure')}</p>
          </div>
        </OrderSummary>
      </aside>

      <ConfirmDialog
        open={guard.pending !== null}
        title={t('leave.title')}
        message={t('leave.text')}
        confirmLabel={t('leave.confirm')}
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />

      {/* Phones: the total and the button stay in reach, above the bottom navigation. The bar reaches
          the screen's edges through the page margins, which are shares of the viewport (page-width),
          so its bleed is too: a percentage here would be of the grid column, not of the page. */}
      <div
        data-bottom-dock
        className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 -mx-[5vw] border-t border-olive-200 bg-white/95 px-[5vw] py-3 backdrop-blur-md sm:-mx-[2.5vw] sm:px-[2.5vw] md:-mx-[5vw] md:px-[5vw] lg:hidden dark:border-graphite-700 dark:bg-graphite-900/95"
      >
        {failure(true)}
        <CheckoutProgress steps={steps} current={place.step} leaving={place.leaving} />
        <div className="mt-3 flex items-center gap-4 first:mt-0">
          <div className="shrink-0">
            <p className="text-xs text-graphite-700 dark:text-graphite-300">{t('summary.total')}</p>
            <p className="font-semibold">{formatSom(totals.total)}</p>
          </div>
          <Button type="submit" form={FORM_ID} loading={busy} className="min-h-12 flex-1 text-base">
            {label}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A promo code as the server compares it. */
const promoKey = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();

function summaryOf(input: {
  cart: Cart | undefined;
  order: OrderDetail | undefined;
  /** The server's price of this cart or order with the chosen delivery, once known. */
  quote: CheckoutQuote | undefined;
  method: CheckoutFormValues['delivery_method'];
  promoPending: boolean;
  points: number;
}): { lines: SummaryLine[]; totals: SummaryTotals } {
  const { cart, order, quote, method, points } = input;
  const fallbackDelivery = method === 'pickup' ? 0 : null;
  const delivery = quote?.delivery ? quote.delivery.fee : fallbackDelivery;
  if (order) {
    const beforePoints = quote?.delivery
      ? quote.total
      : order.totals.subtotal - order.totals.discount + (delivery ?? 0);
    return {
      lines: order.items.map((item) => ({
        key: item.variation_id,
        title: item.title,
        variation: item.variation_name,
        image: item.image,
        quantity: item.quantity,
        price: item.unit_price,
        lineTotal: item.line_total,
      })),
      totals: {
        itemCount: order.item_count,
        subtotal: order.totals.subtotal,
        delivery,
        discount: order.totals.discount,
        points,
        total: Math.max(0, beforePoints - points),
      },
    };
  }
  const subtotal = quote?.subtotal ?? cart?.subtotal ?? 0;
  const discount = input.promoPending ? 'later' : (quote?.discount ?? 0);
  const beforePoints = quote && !input.promoPending ? quote.total : subtotal + (delivery ?? 0);
  return {
    lines: (cart?.products ?? []).map((line) => ({
      key: line.variation_id,
      title: line.product.title,
      variation: line.variation_name,
      image: line.product.image,
      quantity: line.quantity,
      price: line.price,
      lineTotal: line.line_total,
    })),
    totals: {
      itemCount: cart?.cartCount ?? 0,
      subtotal,
      delivery: quote?.delivery || method === 'pickup' ? delivery : null,
      discount,
      points,
      total: Math.max(0, beforePoints - points),
    },
  };
}
