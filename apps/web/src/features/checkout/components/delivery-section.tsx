import type { PickupOption } from '@aruu/contract/availability';
import type { DeliveryQuote } from '@aruu/contract/checkout';
import { useController } from 'react-hook-form';
import { useDeliveryEstimate } from '@/entities/delivery/api/delivery-estimate';
import { CityCombobox } from '@/entities/delivery/components/city-combobox';
import { courierDates, pickupReady } from '@/entities/delivery/delivery-eta';
import { isApiError } from '@/shared/api/api-error';
import { useFormatDayRange, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { countries, countryOf } from '@/shared/lib/countries';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form-field';
import { usePickupOptions } from '../api/checkout-api';
import type { CheckoutForm } from '../checkout-form';
import { CheckoutSection } from './checkout-section';

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-graphite-300 bg-white p-4 transition-colors hover:border-olive-600 has-checked:border-olive-700 has-checked:bg-olive-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-olive-600 dark:border-graphite-700 dark:bg-graphite-800 dark:hover:border-olive-400 dark:has-checked:border-olive-300 dark:has-checked:bg-graphite-700';
const radio = 'mt-1 size-4 shrink-0 accent-olive-700 focus-visible:outline-none dark:accent-olive-300';
const hintText = 'mt-0.5 block text-sm text-graphite-700 dark:text-graphite-300';

interface DeliverySectionProps {
  form: CheckoutForm;
  errorText: (code?: string) => string | undefined;
  /** The order exists already: its recipient and address are fixed, only the delivery choice is open. */
  orderPlaced: boolean;
  /** The placed order has a street address (one placed for pickup may not: a courier then needs it). */
  orderHasAddress?: boolean;
  /** The account has an address already: keeping this one replaces it. */
  hasSavedAddress?: boolean;
  /** The server's price of the chosen delivery, once known. */
  quote: DeliveryQuote | null;
  quoteError: unknown;
  /** The checkout's unpaid order, once created: the pickup shops are judged for it, not the cart. */
  orderId?: number | undefined;
  /** Changes when the cart does (its subtotal and count), so the shops are checked again. */
  cartStamp: string;
}

/** Courier (a city from the courier service's list) or pickup at one of the shops, and the address. */
export function DeliverySection({
  form,
  errorText,
  orderPlaced,
  orderHasAddress = true,
  hasSavedAddress = false,
  quote,
  quoteError,
  orderId,
  cartStamp,
}: DeliverySectionProps) {
  const { t } = useTranslation('checkout');
  const { t: common } = useTranslation('common');
  const { register, watch, setValue, formState, control, clearErrors } = form;
  const { errors } = formState;
  const method = watch('delivery_method');
  const countryCode = countryOf(watch('country'))?.code ?? 'KG';
  const cityCode = watch('city_code');
  const { field: city } = useController({ control, name: 'city' });

  const cityField = (
    <CityCombobox
      label={t('fields.city')}
      name={city.name}
      inputRef={city.ref}
      value={city.value ?? ''}
      cityCode={cityCode}
      countryCode={countryCode}
      error={errorText(errors.city?.message)}
      onText={(text) => {
        city.onChange(text);
        setValue('city_code', null, { shouldDirty: true });
      }}
      onChoose={(chosen) => {
        city.onChange(chosen.city);
        setValue('city_code', chosen.code, { shouldDirty: true });
        clearErrors('city');
      }}
      onBlur={city.onBlur}
      hint={method === 'courier' && cityCode !== null ? t('city.chosen', { city: city.value }) : undefined}
    />
  );

  const quoteLine = (
    <DeliveryQuoteLine quote={method === 'courier' ? quote : null} error={quoteError} cityCode={cityCode} />
  );
  // Pickup needs no street address: the order's documents give the shop's (issue 29).
  const addressField = (
    <TextField
      label={method === 'pickup' ? t('fields.addressOptional') : t('fields.address')}
      autoComplete="street-address"
      error={errorText(errors.address?.message)}
      {...register('address')}
    />
  );

  return (
    <CheckoutSection number={2} title={t('sections.delivery')}>
      <fieldset>
        <legend className="sr-only">{t('delivery.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['courier', 'pickup'] as const).map((option) => (
            <label key={option} className={choiceCard}>
              <input
                type="radio"
                value={option}
                className={radio}
                {...register('delivery_method', { onChange: () => clearErrors(['city', 'shop_id']) })}
              />
              <span>
                <span className="block font-medium">{t(`delivery.${option}`)}</span>
                <span className={hintText}>{t(`delivery.${option}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'pickup' && (
        <fieldset className="mt-6" aria-describedby={errors.shop_id ? 'checkout-shop-error' : undefined}>
          <legend className="mb-3 text-sm font-medium text-graphite-700 dark:text-graphite-300">
            {t('delivery.shops')}
          </legend>
          <PickupShops form={form} orderId={orderId} cartStamp={cartStamp} />
          {errors.shop_id && (
            <p id="checkout-shop-error" className="mt-2 text-sm text-rose-700 dark:text-rose-300" data-field-error>
              {errorText(errors.shop_id.message)}
            </p>
          )}
        </fieldset>
      )}

      {orderPlaced ? (
        method === 'courier' && (
          <div className="mt-6 flex max-w-md flex-col gap-4">
            <div>
              {cityField}
              {quoteLine}
            </div>
            {!orderHasAddress && (
              <div>
                <p className="mb-2 text-sm text-graphite-700 dark:text-graphite-300">
                  {t('delivery.courierNeedsAddress')}
                </p>
                {addressField}
              </div>
            )}
          </div>
        )
      ) : (
        <div className="mt-6">
          {method === 'pickup' && (
            <div className="mb-4">
              <h3 className="font-medium">{t('delivery.yourAddress')}</h3>
              <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('delivery.yourAddressHint')}</p>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('fields.country')}
              autoComplete="country-name"
              error={errorText(errors.country?.message)}
              {...register('country', { onChange: () => setValue('city_code', null) })}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.name}>
                  {common(`countries.${country.code}`)}
                </option>
              ))}
            </SelectField>
            <div>
              {cityField}
              {quoteLine}
            </div>
            <div className="sm:col-span-2">{addressField}</div>
            <div className="sm:col-span-2">
              <CheckboxField
                label={hasSavedAddress ? t('delivery.replaceAddress') : t('delivery.saveAddress')}
                {...register('save_address')}
              />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label={t('fields.comment')}
                rows={3}
                placeholder={t('fields.commentHint')}
                error={errorText(errors.comment?.message)}
                {...register('comment')}
              />
            </div>
          </div>
        </div>
      )}
    </CheckoutSection>
  );
}

/**
 * The pickup shops from the server, judged for this cart or order: shops with everything first,
 * each saying so or when the rest is ready and where it comes from. The radio's name is the
 * address and hours; what the shop has is its description.
 */
function PickupShops({
  form,
  orderId,
  cartStamp,
}: {
  form: CheckoutForm;
  orderId?: number | undefined;
  cartStamp: string;
}) {
  const { t } = useTranslation('checkout');
  const { t: common } = useTranslation('common');
  const options = usePickupOptions({ orderId, cartStamp, enabled: true });
  if (options.isPending) {
    return (
      <p role="status" className="text-sm text-graphite-700 dark:text-graphite-300">
        {t('delivery.shopsLoading')}
      </p>
    );
  }
  if (options.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
        {t('delivery.shopsFailed')}
        <button type="button" className="underline underline-offset-4" onClick={() => void options.refetch()}>
          {common('state.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-3" data-pickup-shops>
      {options.data.map((shop) => (
        <label key={shop.code} className={choiceCard} data-pickup-shop={shop.code}>
          <input
            type="radio"
            value={shop.code}
            className={radio}
            aria-labelledby={`pickup-${shop.code}-name`}
            aria-describedby={`pickup-${shop.code}-stock`}
            {...form.register('shop_id')}
          />
          <span>
            <span id={`pickup-${shop.code}-name`}>
              <span className="block font-medium">{shop.address}</span>
              {shop.opens && shop.closes && (
                <span className={hintText}>{t('delivery.hours', { opens: shop.opens, closes: shop.closes })}</span>
              )}
            </span>
            <ShopStock shop={shop} />
          </span>
        </label>
      ))}
    </div>
  );
}

function ShopStock({ shop }: { shop: PickupOption }) {
  const { t } = useTranslation('checkout');
  const formatDays = useFormatDayRange();
  const [text, tone] =
    shop.lines_short > 0
      ? [t('delivery.someMissing'), 'text-rose-700 dark:text-rose-300']
      : shop.all_here
        ? [t('delivery.allHere'), 'text-olive-800 dark:text-olive-200']
        : [
            t('delivery.readyIn', { count: shop.ready_in_days, from: shop.from.join(', ') }),
            'text-amber-800 dark:text-amber-200',
          ];
  let ready: string | null = null;
  if (shop.lines_short === 0) {
    const { day, inDays } = pickupReady(shop);
    ready =
      inDays === 0
        ? t('delivery.pickupToday')
        : inDays === 1
          ? t('delivery.pickupTomorrow')
          : t('delivery.pickupOn', { date: formatDays(day, day) });
  }
  return (
    <>
      <span id={`pickup-${shop.code}-stock`} className={`mt-1 block text-sm font-medium ${tone}`} data-pickup-stock>
        {text}
      </span>
      {ready && (
        <span className="block text-sm text-graphite-700 dark:text-graphite-300" data-pickup-ready>
          {ready}
        </span>
      )}
    </>
  );
}

/**
 * What courier delivery to the chosen city costs and how long it takes, as the order will be
 * priced; the dates by the dispatching location's closing hour and closed days (the product page's
 * estimate, which also gives the shop's own courier's days in its city).
 */
function DeliveryQuoteLine({
  quote,
  error,
  cityCode,
}: {
  quote: DeliveryQuote | null;
  error: unknown;
  cityCode: number | null;
}) {
  const { t } = useTranslation('checkout');
  const formatSom = useFormatSom();
  const formatDays = useFormatDayRange();
  const estimate = useDeliveryEstimate(cityCode ?? undefined, quote !== null && cityCode !== null).data;
  const dispatch = estimate && {
    cutoff: estimate.cutoff,
    closed_weekdays: estimate.closed_weekdays,
    arrival_closed_weekdays: estimate.arrival_closed_weekdays,
  };
  let text: string | null = null;
  let dates: ReturnType<typeof courierDates> = null;
  if (error && !isApiError(error, 'unknown_delivery_city')) text = t('deliveryQuote.unavailable');
  else if (quote?.days_min != null && quote.days_max != null) {
    const days = quote.days_min === quote.days_max ? String(quote.days_min) : `${quote.days_min}–${quote.days_max}`;
    text = t('deliveryQuote.cdek', { fee: formatSom(quote.fee), days, count: quote.days_max });
    dates = courierDates({ ...quote, ...dispatch });
  } else if (quote && quote.free_from !== null) {
    text =
      quote.fee === 0
        ? t('deliveryQuote.free', { threshold: formatSom(quote.free_from) })
        : t('deliveryQuote.city', { fee: formatSom(quote.fee), threshold: formatSom(quote.free_from) });
    if (estimate?.own_courier) dates = courierDates(estimate);
  }
  const arrives = dates && t('deliveryQuote.arrives', { dates: formatDays(dates.from, dates.to) });
  return (
    <p role="status" className="mt-2 min-h-5 text-sm text-graphite-700 dark:text-graphite-300" data-delivery-quote>
      {text}
      {arrives && (
        <span className="block font-medium text-graphite-900 dark:text-graphite-100" data-delivery-dates>
          {arrives}
        </span>
      )}
    </p>
  );
}
