import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { LocationBody, LocationIdParam, LocationPatch, StaffLocation } from './locations.js';

/**
 * The shop's locations as staff manage them (`locations.manage`): its shops and warehouses, with
 * names and addresses in every language. The code is fixed once created (orders and import
 * columns refer to it); exactly one location is the default.
 */
export const StaffLocationList = z.object({ items: z.array(StaffLocation) }).meta({ id: 'StaffLocationList' });
export type StaffLocationList = z.infer<typeof StaffLocationList>;

export const staffLocationEndpoints = endpoints({
  'GET /staff/locations': {
    summary: 'Every location, active or not, in the shop’s order',
    response: StaffLocationList,
    errors: [401, 403],
  },
  'POST /staff/locations': {
    summary: 'Add a shop or warehouse (never the default at once: make it one with a change)',
    body: LocationBody,
    response: StaffLocation,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  'PATCH /staff/locations/:location_id': {
    summary:
      'Change a location; `is_default: true` moves the default to it. The default stays active and selling; a location holding units cannot close',
    params: LocationIdParam,
    body: LocationPatch,
    response: StaffLocation,
    errors: [400, 401, 403, 404, 409],
  },
});
