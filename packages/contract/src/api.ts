import type { cartEndpoints } from './cart.js';
import type { staffAuditEndpoints } from './staff-audit.js';
import type { staffAuthEndpoints, staffSignInEndpoints } from './staff-auth.js';
import type { staffCustomerEndpoints } from './staff-customers.js';
import type { staffDashboardEndpoints } from './staff-dashboard.js';
import type { staffOrderEndpoints } from './staff-orders.js';
import type { staffRefundsEndpoints } from './staff-refunds.js';
import type { staffTeamEndpoints } from './staff-team.js';

/**
 * Every endpoint of the API by its key: the union of the features' tables. Imported as a type
 * only, by the web client (shared/api/client.ts) and by tests.
 */
export type Api = typeof cartEndpoints &
  typeof staffOrderEndpoints &
  typeof staffCustomerEndpoints &
  typeof staffDashboardEndpoints &
  typeof staffRefundsEndpoints &
  typeof staffSignInEndpoints &
  typeof staffAuthEndpoints &
  typeof staffTeamEndpoints &
  typeof staffAuditEndpoints;
export type ApiKey = keyof Api;
