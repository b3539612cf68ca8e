// A process with the server's guards installed, for process-guards.test.ts: it raises what the
// scenario (argv[2]) names, then says it is still alive. Each log call is one JSON line on stdout.
import { guardProcess } from '../src/process-guards.js';

const print = (level: string) => (details: { err?: unknown }, msg: string) =>
  console.log(JSON.stringify({ level, msg, err: details.err instanceof Error ? details.err.message : details.err }));

guardProcess({
  log: { error: print('error'), fatal: print('fatal') },
  shutDown: async () => console.log(JSON.stringify({ level: 'info', msg: 'closed the server' })),
});

const scenarios: Record<string, () => void> = {
  rejection: () => void Promise.reject(new Error('nobody awaited this')),
  'database-exception': () =>
    setImmediate(() => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    }),
  bug: () =>
    setImmediate(() => {
      throw new TypeError('undefined is not a function');
    }),
};
scenarios[process.argv[2] ?? '']!();
// Two turns of the event loop later, everything above has been raised and handled.
setImmediate(() =>
  setImmediate(() => {
    console.log(JSON.stringify({ level: 'info', msg: 'still running' }));
    process.exit(0);
  }),
);
