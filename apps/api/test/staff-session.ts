import type { StaffRole } from '@aruu/contract/staff-access';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { registerShopper, STRONG_PASSWORD, uniqueIp } from './accounts.js';
import { queryRows } from './test-app.js';

/**
 * An employee of the given role with a staff session, for tests of what staff do rather than of
 * how they sign in: a registered account given the role, signed in with its password, and the
 * session marked as past its second factor (the TOTP step is tested by the staff sign-in's own tests).
 */
export async function staffSession(app: App, database: Database, role: StaffRole) {
  const account = await registerShopper(app);
  await queryRows(database, sql`update users set role = ${role} where id = ${account.user.id}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: account.user.email, password: STRONG_PASSWORD },
    remoteAddress: uniqueIp(),
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.statusCode} ${login.body}`);
  const tokens = login.json() as { access_token: string; user: { id: number; email: string } };
  const [claims] = await queryRows<{ id: string }>(
    database,
    sql`update sessions set second_factor_at = now() where user_id = ${account.user.id} and revoked_at is null
        and id = (select id from sessions where user_id = ${account.user.id} order by created_at desc limit 1)
        returning id`,
  );
  if (!claims) throw new Error('no staff session to mark');
  return { ...tokens, user: { ...tokens.user, id: account.user.id } };
}
