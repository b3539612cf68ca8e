import { languages } from '@aruu/contract/common';
import { staffRoles } from '@aruu/contract/staff-access';
import { InviteStaffBody } from '@aruu/contract/staff-team';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useInvite } from '../api/team-api';

const fields = ['email', 'first_name', 'last_name', 'role', 'language'] as const;

/** An admin invites an employee: the server emails a link to set a password. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['staffTeam', 'staffLayout', 'common']);
  const fieldText = useFieldErrorText();
  const language = useLanguage();
  const invite = useInvite();
  const form = useZodForm(InviteStaffBody, {
    defaultValues: { email: '', first_name: '', last_name: '', role: 'warehouse', language },
  });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, fields);
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (sent) => {
        toast.success(t('invite.sent', { email: sent.email }));
        form.reset();
        onClose();
      },
      onError: onFailure,
    }),
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('invite.title')}>
      <p className="mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('invite.hint')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="invite">
        <TextField
          label={t('invite.firstName')}
          autoComplete="off"
          error={fieldText(errors.first_name?.message)}
          {...form.register('first_name')}
        />
        <TextField
          label={t('invite.lastName')}
          autoComplete="off"
          error={fieldText(errors.last_name?.message)}
          {...form.register('last_name')}
        />
        <TextField
          label={t('invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(errors.email?.message)}
          {...form.register('email')}
        />
        <SelectField label={t('invite.role')} error={fieldText(errors.role?.message)} {...form.register('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`staffLayout:role.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('invite.language')}
          error={fieldText(errors.language?.message)}
          {...form.register('language')}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={invite.isPending} className="mt-2 w-full">
          {t('invite.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
