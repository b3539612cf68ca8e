// `npm run seed:admin`: creates the back-office account from ADMIN_EMAIL and ADMIN_PASSWORD, or
// promotes an existing account with that email to admin (setting the password given).

import { Email } from '@aruu/contract/fields';
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { runMigrations } from '../db/migrate.js';
import { createPasswordHasher } from '../modules/auth/passwords.js';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repository.js';

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
  const existing = await findUserByEmail(database.db, email);
  if (existing) {
    await updateUser(database.db, existing.id, { role: 'admin', passwordHash });
    console.log(`${email} is now an admin.`);
  } else {
    const now = new Date();
    await insertUser(database.db, {
      email,
      passwordHash,
      firstName: 'Admin',
      role: 'admin',
      accountType: 'individual',
      termsAcceptedAt: now,
      adultConfirmedAt: now,
    });
    console.log(`Created admin ${email}.`);
  }
} finally {
  await database.close();
}
