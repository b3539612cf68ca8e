// Before opening the shop and after changing a provider's credentials:
// `npm run providers:check` (`node apps/api/dist/scripts/providers-check.js` in production) makes
// one harmless call to each configured provider with the settings the store runs with, prints a
// line per provider and exits 1 if any failed. With a provider's URL unset it asks this
// machine's own simulator, so the store (`npm start`) must be running.
import { loadConfig } from '../config/config.js';
import { formatCheck } from '../modules/providers/check-line.js';
import { checkProviders } from '../modules/providers/providers-check.js';

const checks = await checkProviders(loadConfig());
for (const check of checks) console.log(formatCheck(check));
process.exitCode = checks.some((check) => check.outcome === 'failed') ? 1 : 0;
