import type { DeliveryCity } from '@aruu/contract/delivery';
import { useId } from 'react';
import { useCombobox } from '@/shared/hooks/use-combobox';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useTranslation } from '@/shared/i18n/use-translation';
import { countries } from '@/shared/lib/countries';
import { CheckIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { cityNamesMatch, useDeliveryCities } from '../api/delivery-cities';

const CITY_DEBOUNCE_MS = 350;

interface CityComboboxProps {
  label: string;
  value: string;
  /** The chosen city's code; null while the text is not a city from the list. */
  cityCode: number | null;
  countryCode: string;
  error?: string;
  onText: (text: string) => void;
  onChoose: (city: DeliveryCity) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  disabled?: boolean;
  /** Said under the field while there is no error (the checkout: where the courier will go). */
  hint?: string | undefined;
}

/**
 * The city field of the checkout and of the account's address (issue 29: one field in both, so
 * the address kept in the account is a city the checkout can deliver to). A city typeahead over the courier service's list (the shared ARIA combobox): typing is
 * debounced, ↑/↓ move through the suggestions, Enter chooses, Escape closes. Leaving the field
 * with a name that matches a suggestion exactly chooses it too.
 */
export function CityCombobox(props: CityComboboxProps) {
  const { label, value, cityCode, countryCode, error, onText, onChoose, onBlur, name, inputRef, disabled, hint } =
    props;
  const { t: common } = useTranslation('common');
  const id = useId();
  // The courier service writes places in Russian; the country is named in the shopper's language.
  const whereIs = (city: DeliveryCity) => {
    const country = countries.find((known) => known.code === city.country_code);
    return [city.region, country ? common(`countries.${country.code}`) : city.country_code].filter(Boolean).join(', ');
  };
  const combobox = useCombobox<DeliveryCity>();
  const debounced = useDebouncedValue(value, CITY_DEBOUNCE_MS);
  const searching = combobox.open && cityCode === null;
  const cities = useDeliveryCities(searching ? debounced : '', countryCode);
  const options = searching && value.trim() ? (cities.data ?? []) : [];
  const settled = debounced === value && !cities.isFetching;
  const expanded = searching && value.trim() !== '';
  const { rootProps, inputProps, listboxProps, optionProps } = combobox.propsFor({
    options,
    expanded,
    onText,
    onChoose,
    // Enter picks a city (never submits the order): the highlighted one, or the only one listed.
    onEnter: () => {
      if (options.length === 1 && options[0]) onChoose(options[0]);
    },
  });

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div {...rootProps} className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-graphite-700 dark:text-graphite-300">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          role="combobox"
          aria-expanded={expanded}
          id={id}
          ref={inputRef}
          name={name}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={value}
          onBlur={() => {
            const exact = options.find((city) => cityNamesMatch(city.city, value));
            if (cityCode === null && exact) onChoose(exact);
            onBlur?.();
          }}
          className={`w-full rounded-xl border bg-white py-3 pr-11 pl-4 text-base text-graphite-900 transition-colors placeholder:text-graphite-500 focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 disabled:opacity-60 dark:bg-graphite-800 dark:text-graphite-100 ${error ? 'border-rose-600 dark:border-rose-400' : 'border-graphite-300 dark:border-graphite-700'}`}
        />
        {cityCode !== null && (
          <CheckIcon
            size={20}
            className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-olive-700 dark:text-olive-300"
          />
        )}
        {searching && cities.isFetching && (
          <span className="absolute top-1/2 right-4 -translate-y-1/2">
            <Spinner inline />
          </span>
        )}
      </div>
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
              <span className="text-sm text-graphite-500 dark:text-graphite-300">{whereIs(city)}</span>
            </div>
          ))}
        </div>
        {options.length === 0 && (
          <p className="px-4 py-3 text-sm text-graphite-700 dark:text-graphite-300" role="status">
            {cities.isError
              ? common('deliveryCity.unavailable')
              : settled
                ? common('deliveryCity.nothing')
                : common('deliveryCity.searching')}
          </p>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="min-h-4 text-xs text-graphite-500 dark:text-graphite-300">
          {hint ?? ''}
        </p>
      )}
    </div>
  );
}
