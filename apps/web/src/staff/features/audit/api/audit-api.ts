import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

/** As the address carries them: numbers too are text until the server parses them. */
export interface AuditFilters {
  actor_id?: string;
  object_type?: string;
  object_id?: string;
  /** ISO datetimes: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  page?: string;
}

/** One page of the audit trail; the previous page stays on screen while the next one loads. */
export function useAuditPage(query: AuditFilters) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/audit', { query }),
    queryFn: ({ signal }) => call('GET /staff/audit', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who can have acted: the team, when the signed-in employee may read it. */
export function useActors(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/team'),
    queryFn: ({ signal }) => call('GET /staff/team', { signal }),
    enabled,
    select: (team) => team.members,
  });
}
