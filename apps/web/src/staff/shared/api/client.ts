import { callerOf, createClient, downloaderOf } from '@/shared/api/client';
import { createTokenStore } from '@/shared/api/tokens';

export { queryKeyOf } from '@/shared/api/client';

/** The employee's session: its own tokens, apart from a shopping session in the same browser. */
export const staffTokens = createTokenStore('staff_');

const client = createClient(staffTokens, 'aruu-staff-token-refresh');

/** Calls an endpoint of the contract's table with the employee's session (see shared/api/client). */
export const call = callerOf(client);
export const download = downloaderOf(client);
export const { setSessionEndedHandler } = client;
