// The shop as it ships: `node --enable-source-maps apps/api/dist/server.js`.
import { exitOnStartFailure, serve } from './serve.js';

serve(() => ({})).catch(exitOnStartFailure);
