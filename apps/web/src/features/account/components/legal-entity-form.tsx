import { type LegalEntity, LegalEntityBody } from '@aruu/contract/offline-payments';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useSaveLegalEntity } from '../api/account-api';
import { AccountCard } from './account-shell';

const fieldNames = ['organisation_name', 'inn', 'legal_address', 'bank_name', 'bic', 'bank_account'] as const;

/** The company an invoice is made out to: with it recorded, checkout offers bank transfer. */
export function LegalEntityForm({ legalEntity }: { legalEntity: LegalEntity | null }) {
  const { t } = useTranslation(['account', 'common']);
  const fieldText = useFieldErrorText();
  const save = useSaveLegalEntity();
  const form = useZodForm(LegalEntityBody, {
    defaultValues: legalEntity ?? {
      organisation_name: '',
      inn: '',
      legal_address: '',
      bank_name: '',
      bic: '',
      bank_account: '',
    },
  });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, fieldNames);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast.success(t('common:toast.saved')), onError: onFailure }),
  );

  return (
    <AccountCard title={t('profile.company.heading')}>
      <p className="-mt-2 mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('profile.company.intro')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-legal-entity-form>
        <TextField
          label={t('profile.company.organisationName')}
          autoComplete="organization"
          error={fieldText(errors.organisation_name?.message)}
          {...form.register('organisation_name')}
        />
        <TextField
          label={t('profile.company.inn')}
          inputMode="numeric"
          error={fieldText(errors.inn?.message)}
          {...form.register('inn')}
        />
        <TextField
          label={t('profile.company.legalAddress')}
          error={fieldText(errors.legal_address?.message)}
          {...form.register('legal_address')}
        />
        <TextField
          label={t('profile.company.bankName')}
          error={fieldText(errors.bank_name?.message)}
          {...form.register('bank_name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.company.bic')}
            inputMode="numeric"
            error={fieldText(errors.bic?.message)}
            {...form.register('bic')}
          />
          <TextField
            label={t('profile.company.bankAccount')}
            inputMode="numeric"
            error={fieldText(errors.bank_account?.message)}
            {...form.register('bank_account')}
          />
        </div>
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto sm:self-start">
          {t('profile.company.save')}
        </Button>
      </form>
    </AccountCard>
  );
}
