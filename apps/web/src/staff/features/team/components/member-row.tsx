import { type StaffRole, staffRoles } from '@aruu/contract/staff-access';
import type { StaffMember } from '@aruu/contract/staff-team';
import { useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast';
import { useChangeRole, useResetSecondFactor, useSetDisabled } from '../api/team-api';

/** The columns of a row from 62em, shared with the page's column headings. */
export const memberColumns = 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_10rem_8rem_17rem]';

const select =
  'min-h-11 rounded-xl border border-graphite-300 bg-white px-3 text-sm text-graphite-900 disabled:opacity-60 dark:border-graphite-700 dark:bg-graphite-800 dark:text-graphite-100';

type Confirming = 'disable' | 'reset' | undefined;

/** One employee: role (changed in place), state, and disabling, enabling or resetting their authenticator. */
export function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation(['staffTeam', 'staffLayout']);
  const errorText = useErrorText();
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const resetSecondFactor = useResetSecondFactor();
  const [confirming, setConfirming] = useState<Confirming>();
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const disabled = member.disabled_at !== null;
  const onError = (error: unknown) => toast.error(errorText(error));
  const done = (message: string) => () => {
    setConfirming(undefined);
    toast.success(message);
  };

  const toggle = (disable: boolean) =>
    setDisabled.mutate(
      { id: member.id, disabled: disable },
      { onSuccess: done(disable ? t('disabled') : t('enabled')), onError },
    );
  const reset = () => resetSecondFactor.mutate(member.id, { onSuccess: done(t('resetTotpDone')), onError });

  return (
    <li
      className={`grid gap-3 rounded-2xl bg-white p-4 lg:items-center dark:bg-graphite-800/60 ${memberColumns}`}
      data-member={member.email}
    >
      <p className="font-medium">
        {name}
        {isSelf && <span className="ml-1 text-sm text-graphite-500 dark:text-graphite-300">({t('you')})</span>}
      </p>
      <p className="break-all text-sm text-graphite-700 dark:text-graphite-300">{member.email}</p>
      <select
        aria-label={t('changeRole', { name })}
        className={select}
        value={member.role}
        disabled={isSelf || changeRole.isPending}
        onChange={(event) =>
          changeRole.mutate(
            { id: member.id, role: event.target.value as StaffRole },
            { onSuccess: () => toast.success(t('roleChanged')), onError },
          )
        }
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {t(`staffLayout:role.${role}`)}
          </option>
        ))}
      </select>
      <p className="text-sm">
        {disabled ? t('status.disabled') : member.second_factor_enrolled ? t('status.active') : t('status.noTotp')}
      </p>
      {!isSelf && (
        <div className="flex flex-wrap gap-1">
          <Button
            variant={disabled ? 'secondary' : 'ghost'}
            loading={setDisabled.isPending && !confirming}
            onClick={() => (disabled ? toggle(false) : setConfirming('disable'))}
          >
            {disabled ? t('enable') : t('disable')}
          </Button>
          {member.second_factor_enrolled && !disabled && (
            <Button variant="ghost" onClick={() => setConfirming('reset')}>
              {t('resetTotp')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming === 'disable'}
        title={t('disableConfirm.title', { name })}
        message={t('disableConfirm.text')}
        confirmLabel={t('disable')}
        danger
        busy={setDisabled.isPending}
        onConfirm={() => toggle(true)}
        onCancel={() => setConfirming(undefined)}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        title={t('resetTotpConfirm.title', { name })}
        message={t('resetTotpConfirm.text')}
        confirmLabel={t('resetTotp')}
        danger
        busy={resetSecondFactor.isPending}
        onConfirm={reset}
        onCancel={() => setConfirming(undefined)}
      />
    </li>
  );
}
