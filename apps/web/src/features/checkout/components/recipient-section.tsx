import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckboxField, TextField } from '@/shared/ui/form-field';
import type { CheckoutForm } from '../checkout-form';
import { CheckoutSection } from './checkout-section';

/** Who receives the order: name, phone and email (spec §3, §5). */
export function RecipientSection({
  form,
  errorText,
}: {
  form: CheckoutForm;
  errorText: (code?: string) => string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const { register, formState, watch } = form;
  const { errors } = formState;
  const phone = watch('phone').trim();
  return (
    <CheckoutSection number={1} title={t('sections.recipient')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('fields.customerName')}
            autoComplete="name"
            error={errorText(errors.customer_name?.message)}
            {...register('customer_name')}
          />
        </div>
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('fields.phoneHint')}
          error={errorText(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label={phone ? t('fields.whatsappOptIn', { phone }) : t('fields.whatsappOptInNoPhone')}
            {...register('whatsapp_opt_in')}
          />
        </div>
      </div>
    </CheckoutSection>
  );
}
