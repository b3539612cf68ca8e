import type { StaffStockLocation } from '@aruu/contract/staff-stock';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { SelectField } from '@/shared/ui/form-field';
import { call, queryKeyOf } from '../api/client';

/**
 * The location a worker works at (their shop, or the online warehouse), remembered on the device:
 * the stock pages sort low stock by it and default adjustments to it, the orders board and the
 * picking list show its orders. Empty: every location.
 */
const KEY = 'staff_work_location';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function setWorkLocation(code: string) {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered location's code ('' for every location) and the way to change it. */
export function useWorkLocation(): [string, (code: string) => void] {
  return [useSyncExternalStore(subscribe, read, () => ''), setWorkLocation];
}

/** Every location, in the shop's order. */
export function useStaffLocations() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/stock/locations'),
    queryFn: ({ signal }) => call('GET /staff/stock/locations', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The picker of the worker's location; the labels are the page's own (each feature has its texts). */
export function WorkLocationPicker({
  label,
  everywhere,
  className = '',
  only = () => true,
}: {
  label: string;
  /** The option for every location. */
  everywhere: string;
  className?: string;
  only?: (location: StaffStockLocation) => boolean;
}) {
  const [code, setCode] = useWorkLocation();
  const locations = useStaffLocations().data ?? [];
  const shown = locations.filter((location) => location.active && only(location));
  return (
    <SelectField
      label={label}
      value={shown.some((location) => location.code === code) ? code : ''}
      onChange={(event) => setCode(event.target.value)}
      className={className}
      data-work-location
    >
      <option value="">{everywhere}</option>
      {shown.map((location) => (
        <option key={location.code} value={location.code}>
          {location.name}
        </option>
      ))}
    </SelectField>
  );
}
