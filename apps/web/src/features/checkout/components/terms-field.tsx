import { TaggedText } from '@/shared/i18n/tagged-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { CheckboxField } from '@/shared/ui/form-field';
import type { CheckoutForm } from '../checkout-form';

const linkClass = 'font-medium text-olive-800 underline underline-offset-4 dark:text-olive-200';

/** Spec §5: the order is placed only with the public offer and the rules of sale accepted. */
export function TermsField({
  form,
  errorText,
}: {
  form: CheckoutForm;
  errorText: (code?: string) => string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="px-1">
      <CheckboxField
        label={
          <>
            <TaggedText
              text={t('terms')}
              tags={{
                // The legal pages open in a new tab: the form stays as it is. TaggedText puts the link texts in.
                // biome-ignore lint/a11y/useAnchorContent: the content comes from the translation.
                offer: <a href={paths.legal('public-offer')} target="_blank" rel="noopener" className={linkClass} />,
                // biome-ignore lint/a11y/useAnchorContent: the content comes from the translation.
                rules: <a href={paths.legal('rules-of-sale')} target="_blank" rel="noopener" className={linkClass} />,
              }}
            />
            <span className="sr-only"> {t('termsNewTab')}</span>
          </>
        }
        error={errorText(form.formState.errors.accept_terms?.message)}
        {...form.register('accept_terms')}
      />
    </div>
  );
}
