import type { PromoQuote } from '@aruu/contract/checkout';
import { useFormatNumber, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import type { CheckoutForm } from '../checkout-form';
import type { UdsQuote } from '../use-uds-quote';
import { CheckoutSection } from './checkout-section';

interface BonusSectionProps {
  form: CheckoutForm;
  errorText: (code?: string) => string | undefined;
  orderPlaced: boolean;
  /** The checked code's allowance, when the code in the field is the one checked. */
  quote: UdsQuote | null;
  checking: boolean;
  onCheck: () => void;
  /** The server's answer for the applied promo code (null until applied, or when changed since). */
  promo: PromoQuote | null;
  applying: boolean;
  onApply: () => void;
}

/** The promo code, and UDS bonuses: check the code, see the balance and the most this order may spend. */
export function BonusSection(props: BonusSectionProps) {
  const { form, errorText, orderPlaced, quote, checking, onCheck } = props;
  const { t } = useTranslation('checkout');
  const formatNumber = useFormatNumber();
  const { register, formState, setValue } = form;
  const { errors } = formState;
  const max = quote?.points.max_points;
  return (
    <CheckoutSection number={3} title={t('sections.discounts')}>
      {!orderPlaced && <PromoField {...props} />}
      <div className={orderPlaced ? '' : 'mt-8 border-t border-olive-100 pt-6 dark:border-graphite-700'}>
        <h3 className="mb-4 font-medium">{t('uds.title')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={t('uds.code')}
                hint={t('uds.codeHint')}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                error={errorText(errors.uds_code?.message)}
                {...register('uds_code')}
                onKeyDown={(event) => {
                  // Enter in the code field checks the code rather than placing the order.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onCheck();
                  }
                }}
              />
            </div>
            <Button variant="secondary" className="mt-[1.85rem] shrink-0" loading={checking} onClick={onCheck}>
              {t('uds.check')}
            </Button>
          </div>
          <div>
            <TextField
              label={t('uds.points')}
              hint={t('uds.pointsHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errorText(errors.points?.message)}
              {...register('points')}
            />
            {max !== undefined && max > 0 && (
              <button
                type="button"
                onClick={() => setValue('points', String(max), { shouldValidate: true, shouldDirty: true })}
                className="mt-2 text-sm font-medium text-olive-700 underline-offset-4 hover:underline dark:text-olive-300"
              >
                {t('uds.spendMax', { max: formatNumber(max) })}
              </button>
            )}
          </div>
        </div>
        <div role="status" className="mt-4 min-h-6 text-sm">
          {checking ? (
            <p className="text-graphite-700 dark:text-graphite-300">{t('uds.checking')}</p>
          ) : (
            quote && (
              <p
                className="rounded-2xl bg-olive-50 px-4 py-3 text-graphite-800 dark:bg-graphite-700 dark:text-graphite-100"
                data-uds-balance
              >
                {t('uds.balance', {
                  name: quote.points.customer_name,
                  count: quote.points.balance,
                  balance: formatNumber(quote.points.balance),
                })}{' '}
                {quote.points.max_points > 0
                  ? t('uds.max', { max: formatNumber(quote.points.max_points) })
                  : t('uds.none')}
              </p>
            )
          )}
        </div>
      </div>
    </CheckoutSection>
  );
}

/** The promo code with its Apply button and the server's answer: the discount, or why it does not apply. */
function PromoField({ form, errorText, promo, applying, onApply }: BonusSectionProps) {
  const { t } = useTranslation('checkout');
  const formatSom = useFormatSom();
  const { register, formState } = form;
  return (
    <div className="max-w-md">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('promo.label')}
            hint={t('promo.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errorText(formState.errors.promo_code?.message)}
            {...register('promo_code')}
            onKeyDown={(event) => {
              // Enter in the code field applies the code rather than placing the order.
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
          />
        </div>
        <Button variant="secondary" className="mt-[1.85rem] shrink-0" loading={applying} onClick={onApply}>
          {t('promo.apply')}
        </Button>
      </div>
      <div role="status" className="mt-2 min-h-5 text-sm" data-promo-answer>
        {promo?.refusal === null && (
          <p className="font-medium text-olive-800 dark:text-olive-200">
            {t('promo.applied', { code: promo.code, discount: formatSom(promo.discount) })}
          </p>
        )}
        {promo?.refusal === 'promo_code_min_order' && (
          <p className="text-graphite-700 dark:text-graphite-300">
            {t('promo.minOrder', { min: formatSom(promo.min_order) })}
          </p>
        )}
      </div>
    </div>
  );
}
