import type { StaffRole } from '@aruu/contract/staff-access';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';

// Until staff-core's contract table lands: the signed-in employee as `GET /staff/me` answers.
export interface StaffMe {
  id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  role: StaffRole;
}

/** The signed-in employee: name and role, from which the menu and the page guards follow. */
export function useStaffMe() {
  return useQuery({ queryKey: ['staff', 'me'], queryFn: ({ signal }) => apiRequest<StaffMe>('staff/me', { signal }) });
}
