import type { StaffInvite } from '@aruu/contract/staff-team';
import { useState } from 'react';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast';
import { useRevokeInvite } from '../api/team-api';
import { memberColumns } from './member-row';

/** An invitation not yet accepted: who, which role, until when, and withdrawing it. */
export function InviteRow({ invite }: { invite: StaffInvite }) {
  const { t } = useTranslation(['staffTeam', 'staffLayout']);
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const revoke = useRevokeInvite();
  const [confirming, setConfirming] = useState(false);
  const name = [invite.first_name, invite.last_name].filter(Boolean).join(' ');
  const withdraw = () =>
    revoke.mutate(invite.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('revokeInvite.done', { email: invite.email }));
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <li
      className={`grid gap-3 rounded-2xl border border-dashed border-olive-300 p-4 lg:items-center dark:border-graphite-700 ${memberColumns}`}
      data-invite={invite.email}
    >
      <p className="font-medium">{name}</p>
      <p className="break-all text-sm text-graphite-700 dark:text-graphite-300">{invite.email}</p>
      <p className="text-sm">{t(`staffLayout:role.${invite.role}`)}</p>
      <p className="text-sm">
        {t('status.invited')}
        <span className="block text-xs text-graphite-600 dark:text-graphite-300">
          <time dateTime={invite.expires_at}>{t('validUntil', { date: formatDateTime(invite.expires_at) })}</time>
        </span>
      </p>
      <div>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('revokeInvite.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('revokeInvite.title', { name })}
        message={t('revokeInvite.text', { email: invite.email })}
        confirmLabel={t('revokeInvite.action')}
        danger
        busy={revoke.isPending}
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
