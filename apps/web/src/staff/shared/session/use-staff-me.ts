import type { Permission } from '@aruu/contract/staff-access';
import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '../api/client';

/** The signed-in employee: name, role and permissions, from which the menu and the page guards follow. */
export function useStaffMe() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/me'),
    queryFn: ({ signal }) => call('GET /staff/me', { signal }),
  });
}

/** Whether the signed-in employee may do `permission` (the server checks the same on every call). */
export function useMay(permission: Permission): boolean {
  return useStaffMe().data?.permissions.includes(permission) ?? false;
}
