import type { LocationBody, LocationPatch } from '@aruu/contract/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const locationsKey = queryKeyOf('GET /staff/locations');

export function useStaffLocations() {
  return useQuery({ queryKey: locationsKey, queryFn: ({ signal }) => call('GET /staff/locations', { signal }) });
}

/** Creates a location (`id` absent) or changes one; the list is read again either way (a default may have moved). */
export function useSaveLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: undefined; body: LocationBody } | { id: number; body: LocationPatch }) =>
      id === undefined
        ? call('POST /staff/locations', { body })
        : call('PATCH /staff/locations/:location_id', { params: { location_id: String(id) }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: locationsKey }),
  });
}
