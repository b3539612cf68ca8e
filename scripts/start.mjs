// `npm start`: installs what is missing, builds the web app and starts the whole store on
// http://localhost:3000 (embedded PGlite under data/ unless DATABASE_URL is set): the demonstration
// store (apps/demo), the shop with its generated catalogue and the provider simulators.
import { join } from 'node:path';
import { buildWeb, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await buildWeb();
const code = await run(join('node_modules', '.bin', 'tsx'), ['apps/demo/src/dev-server.ts'], { cwd: root });
process.exit(code);
