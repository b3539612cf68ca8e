import { HelpFormBody } from '@aruu/contract/help';
import { Link } from 'react-router';
import { useShopRequestSubmit } from '@/shared/forms/use-shop-request-submit';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { TaggedText } from '@/shared/i18n/tagged-text';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { TextAreaField, TextField } from '@/shared/ui/form-field';
import { useSendHelpForm } from '../api/help-form-api';

const fields = ['name', 'phone', 'email', 'message'] as const;
const MESSAGE_MAX = 2000;

/**
 * The contacts page's help form: name, phone, an optional email and the question, checked in
 * the browser by the contract's schema; a failure shows 'Error sending request – Please try
 * again.' (spec §8) with the server's field errors on their fields.
 */
export function HelpForm() {
  const { t } = useTranslation('contacts');
  const language = useLanguage();
  const fieldText = useFieldErrorText();
  const send = useSendHelpForm();
  const form = useZodForm(HelpFormBody, { defaultValues: { name: '', phone: '', email: '', message: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useShopRequestSubmit(form, (values) => send.mutateAsync({ ...values, language }), fields, {
    sent: { title: t('form.sent.title'), text: t('form.sent.text') },
    failed: { title: t('form.failed.title'), text: t('form.failed.text') },
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="help-form-title" className="grid gap-5" data-form="help">
      <div className="grid gap-5 md:grid-cols-2">
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
      </div>
      <TextField
        label={t('form.email')}
        hint={t('form.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldText(errors.email?.message)}
        {...form.register('email')}
      />
      <TextAreaField
        label={t('form.message')}
        rows={5}
        maxLength={MESSAGE_MAX}
        error={fieldText(errors.message?.message)}
        {...form.register('message')}
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
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
