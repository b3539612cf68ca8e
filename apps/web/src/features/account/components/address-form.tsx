import type { Address } from '@aruu/contract/users';
import { CreateAddressBody, UpdateAddressBody } from '@aruu/contract/users';
import { useNavigate } from 'react-router';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
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
      country: address?.country ?? t('address.defaultCountry'),
      city: address?.city ?? t('address.defaultCity'),
      street: address?.street ?? '',
      house: address?.house ?? '',
      apartment: address?.apartment ?? '',
    },
  });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, fieldNames);
  const saved = () => toast.success(t('common:toast.saved'));

  const submit = form.handleSubmit((values) => {
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
        <TextField
          label={t('address.country')}
          autoComplete="country-name"
          error={fieldText(errors.country?.message)}
          {...form.register('country')}
        />
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          error={fieldText(errors.city?.message)}
          {...form.register('city')}
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
