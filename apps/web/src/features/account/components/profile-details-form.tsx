import type { User } from '@aruu/contract/auth';
import { languages } from '@aruu/contract/common';
import { UpdateProfileBody } from '@aruu/contract/users';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPhone } from '@/shared/lib/format-phone';
import { Button } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useUpdateProfile } from '../api/account-api';
import { AccountCard } from './account-shell';

const valuesOf = (user: User) => ({
  first_name: user.first_name,
  last_name: user.last_name ?? '',
  nickname: user.nickname ?? '',
  phone: user.phone ? formatPhone(user.phone) : '',
  language: user.language,
  whatsapp_opt_in: user.whatsapp_opt_in,
});

/** The account form of spec §3: name, last name, phone, nickname — and the language of emails. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  const fieldText = useFieldErrorText();
  const update = useUpdateProfile();
  const form = useZodForm(UpdateProfileBody, { defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, [
    'first_name',
    'last_name',
    'nickname',
    'phone',
    'language',
    'whatsapp_opt_in',
  ]);
  const submit = form.handleSubmit(({ first_name, last_name, nickname, phone, language, whatsapp_opt_in }) =>
    update.mutate(
      { first_name, last_name, nickname, phone, language, whatsapp_opt_in },
      {
        onSuccess: (saved) => {
          toast.success(t('common:toast.updated'));
          form.reset(valuesOf(saved));
        },
        onError: onFailure,
      },
    ),
  );
  const optional = (
    <span className="font-normal text-graphite-500 dark:text-graphite-300">({t('profile.details.optional')})</span>
  );

  return (
    <AccountCard title={t('profile.details.heading')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-profile-form>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.details.firstName')}
            autoComplete="given-name"
            error={fieldText(errors.first_name?.message)}
            {...form.register('first_name')}
          />
          <TextField
            label={
              <>
                {t('profile.details.lastName')} {optional}
              </>
            }
            autoComplete="family-name"
            error={fieldText(errors.last_name?.message)}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={
            <>
              {t('profile.details.nickname')} {optional}
            </>
          }
          autoComplete="nickname"
          hint={t('profile.details.nicknameHint')}
          error={fieldText(errors.nickname?.message)}
          {...form.register('nickname')}
        />
        <TextField
          label={t('profile.details.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('profile.details.phoneHint')}
          error={fieldText(errors.phone?.message)}
          {...form.register('phone')}
        />
        <div className="rounded-2xl bg-olive-50 px-4 py-3 dark:bg-graphite-900">
          <p className="text-sm font-medium text-graphite-700 dark:text-graphite-300">{t('profile.details.email')}</p>
          <p className="mt-0.5 break-all text-graphite-900 dark:text-graphite-100" data-profile-email>
            {user.email}
          </p>
          <p className="mt-1 text-xs text-graphite-700 dark:text-graphite-300">{t('profile.details.emailHint')}</p>
        </div>
        <SelectField
          label={t('profile.details.language')}
          error={fieldText(errors.language?.message)}
          {...form.register('language')}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('profile.details.whatsapp')}
          error={fieldText(errors.whatsapp_opt_in?.message)}
          {...form.register('whatsapp_opt_in')}
        />
        <Button type="submit" loading={update.isPending} className="w-full sm:w-auto sm:self-start">
          {t('profile.details.submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
