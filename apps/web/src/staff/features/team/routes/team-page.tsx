import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { PlusIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useStaffMe } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useTeam } from '../api/team-api';
import { InviteDialog } from '../components/invite-dialog';
import { InviteRow } from '../components/invite-row';
import { MemberRow, memberColumns } from '../components/member-row';

/** Employees and open invitations: invite or withdraw, change a role, disable or enable an account. */
export function Component() {
  const { t } = useTranslation(['staffTeam', 'staffLayout']);
  const team = useTeam();
  const me = useStaffMe().data;
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
            className={`mb-2 hidden px-4 text-xs text-graphite-500 uppercase tracking-wide lg:grid dark:text-graphite-300 ${memberColumns}`}
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
              <InviteRow key={`invite-${invite.id}`} invite={invite} />
            ))}
          </ul>
          {team.data.members.length === 0 && team.data.invites.length === 0 && <p>{t('empty')}</p>}
        </>
      )}
    </>
  );
}
