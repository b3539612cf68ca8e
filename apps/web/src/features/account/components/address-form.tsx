import type { Address } from '@aruu/contract/users';
import { CreateAddressBody, UpdateAddressBody } from '@aruu/contract/users';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CityCombobox } from '@/entities/delivery/components/city-combobox';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { countries, countryOf } from '@/shared/lib/countries';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useCreateAddress, useUpdateAddress } from '../api/account-api';

const fieldNames = ['country', 'city', 'street', 'house', 'apartment'] as const;

/**
 * The shopper's one address (spec §3): created when there is none, updated when there is.
 * Both schemas check the same fields the same way; creating needs them all.
 */
export function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation(['account', 'common']);
  const fieldText = useFieldErrorText();
  const navigate = useNavigate();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useZodForm((address ? UpdateAddressBody : CreateAddressBody) as typeof UpdateAddressBody, {
    defaultValues: {
      // The country's English name, as orders keep it (the list shows it in the page's language).
      country: countryOf(address?.country ?? t('address.defaultCountry'))?.name ?? countries[0].name,
      city: address?.city ?? t('address.defaultCity'),
      street: address?.street ?? '',
      house: address?.house ?? '',
      apartment: address?.apartment ?? '',
    },
  });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, fieldNames);
  const saved = () => toast.success(t('common:toast.saved'));
  // The checkout's city field (issue 29): a city the courier service knows. The saved (or default)
  // city stands; a changed one must be chosen from the list, as the checkout would demand.
  const { field: city } = useController({ control: form.control, name: 'city' });
  const [cityCode, setCityCode] = useState<number | null>(null);
  const [cityTyped, setCityTyped] = useState(false);
  const countryCode = countryOf(form.watch('country'))?.code ?? 'KG';
  const cityError =
    errors.city?.message === 'city_from_list' ? t('address.cityFromList') : fieldText(errors.city?.message);

  const submit = form.handleSubmit((values) => {
    if (cityTyped && cityCode === null) {
      form.setError('city', { type: 'manual', message: 'city_from_list' }, { shouldFocus: true });
      return;
    }
    if (address) {
      update.mutate(values, { onSuccess: saved, onError: onFailure });
    } else {
      create.mutate(values as Parameters<typeof create.mutate>[0], {
        onSuccess: (created) => {
          saved();
          navigate(paths.addressOf(created.id), { replace: true });
        },
        onError: onFailure,
      });
    }
  });
  const optional = (
    <span className="font-normal text-graphite-500 dark:text-graphite-300">({t('address.optional')})</span>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      data-address-form={address ? 'update' : 'create'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('address.country')}
          autoComplete="country-name"
          error={fieldText(errors.country?.message)}
          {...form.register('country', {
            onChange: () => {
              setCityCode(null);
              setCityTyped(true);
            },
          })}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.name}>
              {t(`common:countries.${country.code}`)}
            </option>
          ))}
        </SelectField>
        <CityCombobox
          label={t('address.city')}
          name={city.name}
          inputRef={city.ref}
          value={city.value ?? ''}
          cityCode={cityCode}
          countryCode={countryCode}
          error={cityError}
          onText={(text) => {
            city.onChange(text);
            setCityCode(null);
            setCityTyped(true);
          }}
          onChoose={(chosen) => {
            city.onChange(chosen.city);
            setCityCode(chosen.code);
            form.clearErrors('city');
          }}
          onBlur={city.onBlur}
        />
      </div>
      <TextField
        label={t('address.street')}
        autoComplete="address-line1"
        error={fieldText(errors.street?.message)}
        {...form.register('street')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('address.house')} error={fieldText(errors.house?.message)} {...form.register('house')} />
        <TextField
          label={
            <>
              {t('address.apartment')} {optional}
            </>
          }
          autoComplete="address-line2"
          error={fieldText(errors.apartment?.message)}
          {...form.register('apartment')}
        />
      </div>
      <Button type="submit" loading={create.isPending || update.isPending} className="w-full sm:w-auto sm:self-start">
        {address ? t('address.update') : t('address.create')}
      </Button>
    </form>
  );
}
