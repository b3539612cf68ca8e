// The demonstration store (`npm start`, `npm run dev`): the shop with its generated catalogue and
// art, and with SANDBOX on (the default outside production) the provider simulators under /_sandbox/.
import { exitOnStartFailure, serve } from '@aruu/api/serve';
import { demoArt } from './art/demo-art.js';
import { sandboxes } from './sandbox/sandboxes.js';
import { seedUdsSandbox } from './sandbox/uds/uds-sandbox-seed.js';
import { demoSeed } from './seed/demo-seed.js';

serve((config) => ({
  extensions: [sandboxes],
  art: demoArt,
  seed: config.SEED_ON_START ? demoSeed({ products: config.CATALOG_SIZE }) : undefined,
  prepared: async (app, database) => {
    if (!config.SANDBOX) return;
    const customers = await seedUdsSandbox(database.db);
    app.log.info(
      `UDS sandbox customers (http://localhost:${config.PORT}/_sandbox/uds): ${customers
        .map((c) => `${c.displayName} code ${c.code}, ${c.points} points${c.blocked ? ' (blocked)' : ''}`)
        .join('; ')}`,
    );
  },
})).catch(exitOnStartFailure);
