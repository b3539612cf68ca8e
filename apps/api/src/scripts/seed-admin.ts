// `npm run seed:admin`: creates the back-office account from ADMIN_EMAIL and ADMIN_PASSWORD, or
// makes an existing account with that email an enabled admin (setting the password given and
// removing its authenticator, so that the next staff sign-in enrols a new one).

import { Email } from '@aruu/contract/fields';
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { runMigrations } from '../db/migrate.js';
import { createPasswordHasher } from '../modules/auth/passwords.js';
import { ensureAdmin } from '../modules/staff/first-admin.js';

const config = loadConfig();
if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters).');
  process.exit(1);
}
const email = Email.parse(config.ADMIN_EMAIL);
const passwordHash = await createPasswordHasher(config).hash(config.ADMIN_PASSWORD);
const database = await openConfiguredDatabase(config, 'maintenance');
try {
  await runMigrations(database);
  const outcome = await ensureAdmin(database.db, email, passwordHash);
  console.log(
    outcome === 'created'
      ? `Created admin ${email}; the first sign-in at /staff sets up the authenticator.`
      : `${email} is now an admin; the next sign-in at /staff sets up a new authenticator.`,
  );
} finally {
  await database.close();
}
