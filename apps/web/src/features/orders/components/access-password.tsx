import { SetAccessPasswordBody } from '@aruu/contract/staff-order-entry';
import { Link } from 'react-router';
import { useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { useSetAccessPassword } from '../api/order-actions';
import { DetailCard } from './order-details';

/**
 * The offer of an order's link to a customer whose account staff made: a password, once; then
 * they sign in with their email like anyone else.
 */
export function AccessPassword({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('orders');
  const fieldText = useFieldErrorText();
  const setPassword = useSetAccessPassword(token);
  const form = useZodForm(SetAccessPasswordBody, { defaultValues: { password: '' } });
  const onFailure = useFormFailure(form.setError, ['password']);
  const submit = form.handleSubmit((values) => setPassword.mutate(values.password, { onError: onFailure }));

  return (
    <DetailCard id="order-access-password-title" title={t('access.password.title')}>
      {setPassword.isSuccess ? (
        <div role="status" data-access-password="set">
          <p>{t('access.password.done')}</p>
          <Link to={paths.auth} className={buttonClass('secondary', 'mt-4')}>
            {t('access.password.signIn')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-access-password="form">
          <p className="text-graphite-700 wrap-anywhere dark:text-graphite-300">
            {t('access.password.text', { email })}
          </p>
          <PasswordField
            label={t('access.password.label')}
            autoComplete="new-password"
            error={fieldText(form.formState.errors.password?.message)}
            {...form.register('password')}
          />
          <Button type="submit" loading={setPassword.isPending}>
            {t('access.password.submit')}
          </Button>
        </form>
      )}
    </DetailCard>
  );
}
