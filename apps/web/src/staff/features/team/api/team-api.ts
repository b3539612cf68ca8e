import type { StaffRole } from '@aruu/contract/staff-access';
import type { InviteStaffBody } from '@aruu/contract/staff-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const teamKey = queryKeyOf('GET /staff/team');

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => call('GET /staff/team', { signal }) });
}

/** Every change answers with the member or invitation; the list is read again to show it in place. */
function useTeamChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useInvite = () => useTeamChange((body: InviteStaffBody) => call('POST /staff/team/invites', { body }));

export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: number; role: StaffRole }) =>
    call('PATCH /staff/team/:id/role', { params: { id: String(id) }, body: { role } }),
  );

export const useSetDisabled = () =>
  useTeamChange(({ id, disabled }: { id: number; disabled: boolean }) =>
    call(disabled ? 'POST /staff/team/:id/disable' : 'POST /staff/team/:id/enable', { params: { id: String(id) } }),
  );

export const useResetSecondFactor = () =>
  useTeamChange((id: number) => call('POST /staff/team/:id/reset-second-factor', { params: { id: String(id) } }));

export const useRevokeInvite = () =>
  useTeamChange((id: number) => call('POST /staff/team/invites/:id/revoke', { params: { id: String(id) } }));
