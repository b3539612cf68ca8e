import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLegalEntity } from '@/entities/users/api/users-api';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import type { CheckoutForm, CheckoutFormValues } from '../checkout-form';
import { CheckoutSection } from './checkout-section';

const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-graphite-300 bg-white p-4 transition-colors hover:border-olive-600 has-checked:border-olive-700 has-checked:bg-olive-50 has-disabled:cursor-not-allowed has-disabled:opacity-70 has-disabled:hover:border-graphite-300 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-olive-600 dark:border-graphite-700 dark:bg-graphite-800 dark:hover:border-olive-400 dark:has-checked:border-olive-300 dark:has-checked:bg-graphite-700';
const radio = 'mt-1 size-4 shrink-0 accent-olive-700 focus-visible:outline-none dark:accent-olive-300';
const hintText = 'mt-0.5 block text-sm text-graphite-700 dark:text-graphite-300';

/**
 * Card (the payment page), cash on delivery or at pickup, or bank transfer — the last only for
 * an account with its company details recorded in the profile.
 */
export function PaymentSection({
  form,
  delivery,
}: {
  form: CheckoutForm;
  delivery: CheckoutFormValues['delivery_method'];
}) {
  const { t } = useTranslation('checkout');
  const legalEntity = useLegalEntity();
  const invoiceAllowed = Boolean(legalEntity.data?.legal_entity);
  const chosen = form.watch('payment_method');
  const noCompany = legalEntity.data !== undefined && !invoiceAllowed;
  // A form restored after the company details were removed: bank transfer cannot stay chosen.
  useEffect(() => {
    if (chosen === 'bank_transfer' && noCompany) form.setValue('payment_method', 'card');
  }, [chosen, noCompany, form]);

  const options = [
    { value: 'card', hint: t('paymentMethod.cardHint') },
    {
      value: 'cash',
      hint: delivery === 'pickup' ? t('paymentMethod.cashPickupHint') : t('paymentMethod.cashCourierHint'),
    },
    { value: 'bank_transfer', hint: invoiceAllowed ? t('paymentMethod.bankTransferHint') : undefined },
  ] as const;

  return (
    <CheckoutSection number={4} title={t('sections.payment')}>
      <fieldset>
        <legend className="sr-only">{t('paymentMethod.legend')}</legend>
        <div className="grid gap-3">
          {options.map((option) => (
            <label key={option.value} className={choiceCard} data-payment-option={option.value}>
              <input
                type="radio"
                value={option.value}
                className={radio}
                disabled={option.value === 'bank_transfer' && !invoiceAllowed}
                {...form.register('payment_method')}
              />
              <span>
                <span className="block font-medium">{t(`paymentMethod.${option.value}`)}</span>
                {option.hint ? (
                  <span className={hintText}>{option.hint}</span>
                ) : (
                  <span className={hintText}>
                    {t('paymentMethod.bankTransferNeedsCompany')}{' '}
                    <Link
                      to={paths.profile}
                      className="font-medium text-olive-800 underline underline-offset-4 dark:text-olive-200"
                    >
                      {t('paymentMethod.toProfile')}
                    </Link>
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </CheckoutSection>
  );
}
