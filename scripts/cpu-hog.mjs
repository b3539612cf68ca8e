// Keeps every core busy, to show that the tests pass on a machine other work is loading.
//
//   node scripts/cpu-hog.mjs                  burn all cores until Ctrl-C
//   node scripts/cpu-hog.mjs -- npm test      burn all cores while `npm test` runs; exits with its code
//   CPU_HOG_THREADS=4 node scripts/cpu-hog.mjs -- …   more (or fewer) busy threads than cores
//
// Each thread spins at normal priority, so the command gets about half of every core: the same
// squeeze as a second `npm test` beside it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';

if (!isMainThread) {
  for (;;) Math.sqrt(Math.random());
}

const threads = Number(process.env.CPU_HOG_THREADS ?? availableParallelism());
const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url)));
const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
console.error(
  `• cpu-hog: ${threads} busy threads${command.length ? ` while: ${command.join(' ')}` : ' (Ctrl-C stops)'}`,
);

const stop = (code) => Promise.all(workers.map((worker) => worker.terminate())).then(() => process.exit(code));
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
if (command.length) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.error(
      `• cpu-hog: the command ended (${signal ?? `exit ${code}`}) after ${Math.round((Date.now() - started) / 1000)} s`,
    );
    stop(code ?? 1);
  });
}
