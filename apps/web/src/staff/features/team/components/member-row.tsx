import { type StaffRole, staffRoles } from '@aruu/contract/staff-access';
import type { StaffMember } from '@aruu/contract/staff-team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast';
import { useChangeRole, useSetDisabled } from '../api/team-api';

const select =
  'min-h-11 rounded-xl border border-graphite-300 bg-white px-3 text-sm text-graphite-900 disabled:opacity-60 dark:border-graphite-700 dark:bg-graphite-800 dark:text-graphite-100';

/** One employee: role (changed in place), state, and disabling or enabling the account. */
export function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation(['staffTeam', 'staffLayout']);
  const errorText = useErrorText();
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const [confirming, setConfirming] = useState(false);
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const disabled = member.disabled_at !== null;
  const onError = (error: unknown) => toast.error(errorText(error));

  const toggle = (disable: boolean) =>
    setDisabled.mutate(
      { id: member.id, disabled: disable },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(disable ? t('disabled') : t('enabled'));
        },
        onError,
      },
    );

  return (
    <li
      className="grid gap-3 rounded-2xl bg-white p-4 lg:grid-cols-[1.4fr_1.6fr_11rem_9rem_8rem] lg:items-center dark:bg-graphite-800/60"
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
        <Button
          variant={disabled ? 'secondary' : 'ghost'}
          className="justify-self-start"
          loading={setDisabled.isPending && !confirming}
          onClick={() => (disabled ? toggle(false) : setConfirming(true))}
        >
          {disabled ? t('enable') : t('disable')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('disableConfirm.title', { name })}
        message={t('disableConfirm.text')}
        confirmLabel={t('disable')}
        danger
        busy={setDisabled.isPending}
        onConfirm={() => toggle(true)}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
