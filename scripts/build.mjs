// `npm run build`: the production artifact. Compiles the contract and the API to JavaScript with
// source maps (`tsc -b apps/api`), builds the storefront, then gathers in build/ exactly what a
// server needs, nothing else (no TypeScript, no tests, no tools):
//
//   cd build && npm ci --omit=dev --workspace=@aruu/api
//   NODE_ENV=production node --enable-source-maps apps/api/dist/server.js
//
// The Dockerfile and scripts/artifact-check.mjs ship this folder; docs/operations.md runs it.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureDependencies, root, runOrExit } from './lib.mjs';

const artifactDir = join(root, 'build');

/** The workspaces a server runs, and what each one ships besides its package.json. */
const shipped = [
  { workspace: 'packages/contract', folders: ['dist'] },
  { workspace: 'apps/api', folders: ['dist', 'drizzle'] },
  // The API serves the built storefront from apps/web/dist; the web app's packages stay out
  // because only @aruu/api's dependencies are installed.
  { workspace: 'apps/web', folders: ['dist'] },
];

/** Type declarations, build bookkeeping and drizzle-kit's schema snapshots are not run. */
const notShipped = /(\.d\.ts(\.map)?|\.tsbuildinfo)$|[/\\]drizzle[/\\]meta[/\\]\d+_snapshot\.json$/;

/**
 * A workspace's manifest as it ships: `publishConfig` fields replace the development ones (as
 * pnpm and Yarn apply them when packing), so the contract exports its compiled JavaScript there
 * while the repository exports its TypeScript source (docs/decisions/004).
 */
function shippedManifest(workspace) {
  const { publishConfig, ...manifest } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return `${JSON.stringify({ ...manifest, ...publishConfig }, null, 2)}\n`;
}

/**
 * A compiled file (`dist/x.js`, `.js.map`) whose `src/x.ts` is gone: `tsc -b` never deletes the
 * output of a source that was removed or moved (the demonstration store moved out to apps/demo).
 */
function outlivedItsSource(workspace, folder, path) {
  const compiled = /\.js(\.map)?$/;
  if (folder !== 'dist' || workspace === 'apps/web' || !compiled.test(path)) return false;
  const source = relative(join(root, workspace, 'dist'), path).replace(compiled, '.ts');
  return !existsSync(join(root, workspace, 'src', source));
}

function gatherArtifact(destination) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(destination, file));
  for (const { workspace, folders } of shipped) {
    mkdirSync(join(destination, workspace), { recursive: true });
    writeFileSync(join(destination, workspace, 'package.json'), shippedManifest(workspace));
    for (const folder of folders) {
      const source = join(root, workspace, folder);
      if (!existsSync(source)) throw new Error(`${workspace}/${folder} is missing: the build did not produce it`);
      cpSync(source, join(destination, workspace, folder), {
        recursive: true,
        filter: (path) => !notShipped.test(path) && !outlivedItsSource(workspace, folder, path),
      });
    }
  }
}

await ensureDependencies();
console.log('• compiling the contract and the API (tsc -b apps/api)…');
await runOrExit(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'apps/api']);
console.log('• building the web app…');
await runOrExit('npm', ['run', 'build', '--silent', '-w', '@aruu/web']);
gatherArtifact(artifactDir);
console.log(`• the artifact is in ${artifactDir}`);
