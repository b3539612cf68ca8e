// Keeps every core busy, to show that the tests pass on a machine other work is loading.
//
//   node scripts/cpu-hog.mjs                           burn every core until Ctrl-C
//   node scripts/cpu-hog.mjs -- npm test               burn every core while `npm test` runs; exits with its code
//   node scripts/cpu-hog.mjs --per-core 1 -- npm test  one busy thread per core instead of two
//
// Each thread spins at normal priority, so with two per core the command gets about a third of
// every core: the squeeze of two more test runs beside it (issue 25's proof runs `npm test` so).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';

if (!isMainThread) {
  for (;;) Math.sqrt(Math.random());
}

const usage = 'usage: node scripts/cpu-hog.mjs [--per-core N] [-- <command...>]';

/** `--per-core N` (default 2) before the `--`, and the command after it. */
function parseArguments(argv) {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  let perCore = 2;
  for (let index = 0; index < own.length; index++) {
    const value = Number(own[index + 1]);
    if (own[index] !== '--per-core' || !Number.isInteger(value) || value < 1) {
      console.error(usage);
      process.exit(2);
    }
    perCore = value;
    index++;
  }
  return { perCore, command };
}

const { perCore, command } = parseArguments(process.argv.slice(2));
const threads = perCore * availableParallelism();
const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url)));
console.error(
  `• cpu-hog: ${threads} busy threads (${perCore} per core)${command.length ? ` while: ${command.join(' ')}` : ' (Ctrl-C stops)'}`,
);

const stop = (code) => Promise.all(workers.map((worker) => worker.terminate())).then(() => process.exit(code));
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
if (command.length) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('error', (error) => {
    console.error(`• cpu-hog: could not start ${command[0]}: ${error.message}`);
    stop(127);
  });
  child.on('exit', (code, signal) => {
    console.error(
      `• cpu-hog: the command ended (${signal ?? `exit ${code}`}) after ${Math.round((Date.now() - started) / 1000)} s`,
    );
    stop(code ?? 1);
  });
}
