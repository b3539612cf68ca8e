// `npm test`: every check the project has, in order — typecheck, lint, the unit tests and the
// PGlite compatibility set on embedded PGlite, the database tests on a real PostgreSQL server
// (decision 020), the deployment rehearsal
// (compose.yaml's topology without Docker: scripts/deploy-rehearsal.mjs), the browser tests in
// headless Chromium against the built storefront — then each phase's time and one line of totals.
//
// `npm test -- <phase>…` runs only the named phases (typecheck, lint, pglite, postgres, deploy,
// chromium), e.g. `npm test -- postgres chromium`.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { debianChromium } from './chromium.mjs';
import {
  ensureChromium,
  ensureDependencies,
  postgresAnswers,
  redisAnswers,
  root,
  run,
  runOrExit,
  startLocalPostgres,
  startLocalRedis,
} from './lib.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0, skipped: 0, passedOnRetry: [], failures: [] };
const phases = ['typecheck', 'lint', 'pglite', 'postgres', 'deploy', 'chromium'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((phase) => !phases.includes(phase));
if (unknown.length) {
  console.error(`✗ unknown phase ${unknown.join(', ')}; the phases are ${phases.join(', ')}`);
  process.exit(2);
}
const runs = (phase) => chosen.length === 0 || chosen.includes(phase);
const timings = [];

/**
 * CPU seconds of the processes this run has waited for (every phase's vitest and its workers),
 * from /proc (Linux): what tells a phase that keeps both cores busy from one that mostly waits.
 * Not counted: the database server's processes, and Chromium's renderers (a closing browser
 * leaves them to init), so the browser phase's figure is its Node side only.
 */
function childCpuSeconds() {
  try {
    // The fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Runs one phase and notes its wall-clock time (and the CPU time it took) for the summary. */
async function phase(name, body) {
  if (!runs(name)) return 0;
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const code = await body();
  const wall = (Date.now() - started) / 1000;
  const cpu = cpuBefore === null ? null : childCpuSeconds() - cpuBefore;
  timings.push(`${name} ${Math.round(wall)} s${cpu === null ? '' : ` (${Math.round(cpu)} s CPU)`}`);
  return code;
}

async function vitestRun(label, env, extraArgs = []) {
  console.log(`\n• tests on ${label}`);
  const report = join(root, '.test-results', `${label}.json`);
  const code = await run(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    { env: { ...process.env, ...env } },
  );
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    totals.passedOnRetry.push(...testsPassedOnRetry(result));
    totals.failures.push(...failedTests(label, result));
    // A file that fails to load counts no test but must still fail the run.
    if (code !== 0 && result.numFailedTests === 0) totals.failed += 1;
  } catch {
    totals.failed += 1;
  }
  return code;
}

/**
 * Tests that failed an attempt and then passed: the browser tier retries once in CI and marks a
 * failed attempt in the test's meta (e2e/support/evidence.ts), with what it saw kept on disk.
 */
function testsPassedOnRetry(result) {
  return result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.meta?.failedAttempts > 0)
      .map((test) => `${test.fullName} (${test.meta.evidence.join(', ')})`),
  );
}

/**
 * Each failed test with the first line of why, for the run's last lines: CI keeps only the tail of
 * a long log, and a count of failures without their names cannot be acted on.
 */
function failedTests(label, result) {
  return result.testResults.flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${label}: ${path}: ${firstLine(file.message)}`];
    return tests.map((test) => `${label}: ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text = '') {
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function ensurePostgres() {
  if (postgresAnswers(postgresUrl)) return;
  console.log('• PostgreSQL is not answering; starting the local cluster…');
  if (!startLocalPostgres() || !postgresAnswers(postgresUrl)) {
    console.error(`✗ no PostgreSQL at ${postgresUrl}; set TEST_DATABASE_URL to a server the tests may use`);
    process.exit(1);
  }
}

function ensureRedis() {
  if (process.env.TEST_REDIS_URL || redisAnswers()) return;
  console.log('• Redis is not answering; starting it…');
  if (!startLocalRedis()) {
    console.error('✗ no Redis on 127.0.0.1:6379; set TEST_REDIS_URL to a server the tests may use');
    process.exit(1);
  }
}

await ensureDependencies();
ensureRedis();
rmSync(join(root, '.test-results'), { recursive: true, force: true });
await phase('typecheck', async () => {
  console.log('• typecheck');
  await runOrExit('npm', ['run', '--silent', 'typecheck']);
});
await phase('lint', async () => {
  console.log('• lint');
  await runOrExit('npm', ['run', '--silent', 'lint']);
});

const codes = [];
// An empty DATABASE_URL means "embedded PGlite" to the server's config. The unit projects run
// here, and of the database files only those marked `@pglite-compatibility` (vitest.config.ts):
// PGlite is the embedded store of `npm start`, PostgreSQL the production one.
codes.push(
  await phase('pglite', () => vitestRun('pglite', { DATABASE_URL: '', TEST_DATABASE_FILES: 'pglite-compatibility' })),
);
// Every file that uses a database (vitest.config.ts sorts them) runs once, here.
codes.push(
  await phase('postgres', () => {
    ensurePostgres();
    return vitestRun('postgres', { DATABASE_URL: postgresUrl }, ['--project', 'database*']);
  }),
);
// The built store as compose.yaml runs it, released one instance at a time under load: one test.
codes.push(
  await phase('deploy', async () => {
    ensurePostgres();
    console.log('\n• deployment rehearsal');
    const code = await run(process.execPath, [join(root, 'scripts', 'deploy-rehearsal.mjs')]);
    if (code === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.failures.push('deploy: scripts/deploy-rehearsal.mjs (its output above says why)');
    }
    return code;
  }),
);
// The storefront in a real browser, served by the real API on PGlite.
codes.push(
  await phase('chromium', () => {
    ensureChromium(debianChromium.headlessShell);
    return vitestRun('chromium', { DATABASE_URL: '' }, ['--config', 'e2e/vitest.config.ts']);
  }),
);

console.log(`\n• time per phase: ${timings.join(', ')}`);
// A flake must be seen even when the run is green: a test that passed only on its retry is counted
// and named with where its failed attempt's trace, screenshots and console are.
for (const test of totals.passedOnRetry) console.log(`↻ passed only on retry: ${test}`);
for (const failure of totals.failures) console.log(`✗ failed: ${failure}`);
const onRetry = totals.passedOnRetry.length ? ` (${totals.passedOnRetry.length} only on retry)` : '';
console.log(
  `${totals.passed} passed${onRetry}, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(codes.every((code) => code === 0) && totals.failed === 0 ? 0 : 1);
