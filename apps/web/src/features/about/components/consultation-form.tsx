import { ConsultationBody } from '@aruu/contract/help';
import { Link } from 'react-router';
import { useShopRequestSubmit } from '@/shared/forms/use-shop-request-submit';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { TaggedText } from '@/shared/i18n/tagged-text';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { useRequestConsultation } from '../api/consultation-api';

const fields = ['name', 'phone', 'email'] as const;

/**
 * Spec §2, §3: the consultation request (name, phone, email), checked in the browser by the
 * contract's schema. Any failure shows the spec's 'Error sending request – Please try again.'
 * (§8), with the server's field errors on their fields.
 */
export function ConsultationForm() {
  const { t } = useTranslation('about');
  const language = useLanguage();
  const fieldText = useFieldErrorText();
  const request = useRequestConsultation();
  const form = useZodForm(ConsultationBody, { defaultValues: { name: '', phone: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useShopRequestSubmit(form, (values) => request.mutateAsync({ ...values, language }), fields, {
    sent: { title: t('form.sent.title'), text: t('form.sent.text') },
    failed: { title: t('form.failed.title'), text: t('form.failed.text') },
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="consultation-title" data-form="consultation">
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          maxLength={100}
          error={fieldText(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+996 555 123 456"
          error={fieldText(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-graphite-700 dark:text-graphite-300">
          <TaggedText
            text={t('form.consent')}
            tags={{
              privacy: (
                <Link
                  to={paths.legal('privacy-policy')}
                  className="font-medium text-olive-700 underline underline-offset-2 dark:text-olive-300"
                />
              ),
            }}
          />
        </p>
        <Button type="submit" loading={isSubmitting} className="w-full shrink-0 md:w-auto">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
