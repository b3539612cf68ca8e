import type { DeliveryCity } from '@aruu/contract/delivery';
import { useId, useState } from 'react';
import { useCombobox } from '@/shared/hooks/use-combobox';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { useDeliveryCities, usePickupShops } from '../api/order-entry-api';
import type { FieldErrors, DeliveryFields as Fields } from '../order-form';

type CourierFields = Extract<Fields, { method: 'courier' }>;

/**
 * The courier's city from the courier service's list, on the shared combobox (the storefront's
 * city field is not the staff app's to import). Typing again forgets the chosen city.
 */
function CityField({
  value,
  onChange,
  error,
}: {
  value: CourierFields;
  onChange: (value: CourierFields) => void;
  error?: string;
}) {
  const { t } = useTranslation('staffOrderEntry');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState(value.city?.name ?? '');
  const combobox = useCombobox<DeliveryCity>();
  const searching = combobox.open && value.city === null;
  const debounced = useDebouncedValue(text, 300);
  const cities = useDeliveryCities(searching ? debounced : '');
  const options = searching && text.trim() ? (cities.data ?? []) : [];
  const expanded = searching && text.trim() !== '';
  const choose = (city: DeliveryCity) => {
    setText(city.city);
    onChange({ ...value, city: { code: city.code, name: city.city } });
  };
  const { rootProps, inputProps, listboxProps, optionProps } = combobox.propsFor({
    options,
    expanded,
    onText: (typed) => {
      setText(typed);
      if (value.city) onChange({ ...value, city: null });
    },
    onChoose: choose,
    onEnter: () => options.length === 1 && options[0] && choose(options[0]),
  });
  return (
    <div {...rootProps} className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-graphite-700 dark:text-graphite-300">
        {t('delivery.city')}
      </label>
      <input
        {...inputProps}
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        autoComplete="off"
        spellCheck={false}
        value={text}
        className={`w-full rounded-xl border bg-white px-4 py-3 text-base dark:bg-graphite-800 ${error ? 'border-rose-600 dark:border-rose-400' : 'border-graphite-300 dark:border-graphite-700'}`}
      />
      <div
        className={`absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-2xl border border-olive-200 bg-white shadow-xl dark:border-graphite-700 dark:bg-graphite-800 ${expanded ? '' : 'hidden'}`}
      >
        <div {...listboxProps} role="listbox" aria-label={common('deliveryCity.options')}>
          {options.map((city, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant), not by Tab.
            <div
              key={city.code}
              {...optionProps(index)}
              role="option"
              className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-3 aria-selected:bg-olive-100 dark:aria-selected:bg-graphite-700"
            >
              <span className="font-medium">{city.city}</span>
              <span className="text-sm text-graphite-500 dark:text-graphite-300">{city.region}</span>
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p className="px-4 py-3 text-sm" role="status">
            {common(
              cities.isError
                ? 'deliveryCity.unavailable'
                : cities.isFetching
                  ? 'deliveryCity.searching'
                  : 'deliveryCity.nothing',
            )}
          </p>
        )}
      </div>
      <p
        id={`${id}-note`}
        className={
          error ? 'text-sm text-rose-700 dark:text-rose-300' : 'text-xs text-graphite-500 dark:text-graphite-300'
        }
        data-field-error={error ? true : undefined}
      >
        {error ?? t('delivery.cityHint')}
      </p>
    </div>
  );
}

/** Courier to a city and street, or pickup at one of the shops. */
export function DeliveryFields({
  value,
  onChange,
  errors,
}: {
  value: Fields;
  onChange: (value: Fields) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('staffOrderEntry');
  const fieldText = useFieldErrorText();
  const shops = usePickupShops();
  const method = (next: Fields['method']) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name="entry-delivery"
        checked={value.method === next}
        onChange={() =>
          onChange(next === 'courier' ? { method: next, city: null, address: '' } : { method: next, shop: '' })
        }
        className="size-5 accent-olive-700"
      />
      {t(`delivery.${next}`)}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-display text-lg">{t('delivery.title')}</legend>
      <div className="flex flex-wrap gap-x-6">
        {method('courier')}
        {method('pickup')}
      </div>
      {value.method === 'courier' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <CityField value={value} onChange={onChange} error={fieldText(errors['delivery.city_code'])} />
          <TextField
            label={t('delivery.address')}
            autoComplete="off"
            value={value.address}
            onChange={(event) => onChange({ ...value, address: event.target.value })}
            error={fieldText(errors['delivery.address'])}
          />
        </div>
      ) : (
        <SelectField
          label={t('delivery.shop')}
          value={value.shop}
          onChange={(event) => onChange({ ...value, shop: event.target.value })}
          error={fieldText(errors['delivery.shop_id'])}
        >
          <option value="">{t('delivery.choose')}</option>
          {(shops.data ?? []).map((shop) => (
            <option key={shop.code} value={shop.code}>
              {shop.name}, {shop.address}
            </option>
          ))}
        </SelectField>
      )}
    </fieldset>
  );
}
