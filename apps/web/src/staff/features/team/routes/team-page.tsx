import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { Button } from '@/shared/ui/button';
import { PlusIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useStaffMe } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useTeam } from '../api/team-api';
import { InviteDialog } from '../components/invite-dialog';
import { MemberRow } from '../components/member-row';

/** Employees and open invitations: invite, change a role, disable or enable an account. */
export function Component() {
  const { t } = useTranslation(['staffTeam', 'staffLayout']);
  const team = useTeam();
  const me = useStaffMe().data;
  const formatDateTime = useFormatDateTime();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <PlusIcon size={18} />
            {t('invite.open')}
          </Button>
        }
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {team.isError ? (
        <QueryError error={team.error} onRetry={() => team.refetch()} />
      ) : !team.data ? (
        <Spinner />
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mb-2 hidden grid-cols-[1.4fr_1.6fr_11rem_9rem_8rem] px-4 text-xs text-graphite-500 uppercase tracking-wide lg:grid dark:text-graphite-300"
          >
            <span>{t('columns.name')}</span>
            <span>{t('columns.email')}</span>
            <span>{t('columns.role')}</span>
            <span>{t('columns.status')}</span>
            <span>{t('columns.actions')}</span>
          </div>
          <ul className="flex flex-col gap-2">
            {team.data.members.map((member) => (
              <MemberRow key={member.id} member={member} isSelf={member.id === me?.id} />
            ))}
            {team.data.invites.map((invite) => (
              <li
                key={`invite-${invite.id}`}
                className="grid gap-3 rounded-2xl border border-dashed border-olive-300 p-4 lg:grid-cols-[1.4fr_1.6fr_11rem_9rem_8rem] lg:items-center dark:border-graphite-700"
                data-invite={invite.email}
              >
                <p className="font-medium">{[invite.first_name, invite.last_name].filter(Boolean).join(' ')}</p>
                <p className="break-all text-sm text-graphite-700 dark:text-graphite-300">{invite.email}</p>
                <p className="text-sm">{t(`staffLayout:role.${invite.role}`)}</p>
                <p className="text-sm">{t('status.invited')}</p>
                <p className="text-xs text-graphite-500 dark:text-graphite-300">
                  <time dateTime={invite.created_at}>{formatDateTime(invite.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
          {team.data.members.length === 0 && team.data.invites.length === 0 && <p>{t('empty')}</p>}
        </>
      )}
    </>
  );
}
