import { type RequestKind, type RequestStatus, requestKinds, requestStatuses } from '@aruu/contract/staff-requests';
import type { RequestsFilters } from './api/requests-api';

/** The filters live in the address, so a filtered inbox can be shared and Back walks through them. */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function filtersOf(params: URLSearchParams): RequestsFilters {
  const assignee = params.get('assignee');
  const page = params.get('page');
  return {
    status: oneOf<RequestStatus>(requestStatuses, params.get('status')),
    kind: oneOf<RequestKind>(requestKinds, params.get('kind')),
    assignee: assignee === 'none' || (assignee && /^[1-9]\d{0,8}$/.test(assignee)) ? assignee : undefined,
    page: page && /^[1-9]\d{0,4}$/.test(page) ? page : undefined,
  };
}

export function paramsOf(filters: RequestsFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (page > 1) params.set('page', String(page));
  return params;
}
