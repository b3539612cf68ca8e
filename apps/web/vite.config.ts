import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type * as Renderer from './src/prerender';

const compressible = /\.(js|css|svg|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset once, at build time, so the server sends
 * compressed files without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aruu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => compressible.test(path))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * After the browser build, renders the first paint of the pages in every language
 * (src/prerender.tsx) into the output folder, where the server (apps/api modules/web) reads it. The renderer is
 * built for Node into a folder inside the package, so its imports resolve from node_modules.
 */
function prerenderFirstPaint(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'aruu-prerender',
    apply: (config) => config.mode !== 'development' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const cacheDir = join(root, 'node_modules', '.cache');
      mkdirSync(cacheDir, { recursive: true });
      const ssrOutDir = mkdtempSync(join(cacheDir, 'prerender-'));
      try {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          resolve: { tsconfigPaths: true },
          build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true },
          // The contract is TypeScript source: bundled into the renderer rather than imported.
          ssr: { noExternal: ['@aruu/contract'] },
        });
        const renderer: typeof Renderer = await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href);
        writeFileSync(join(outDir, renderer.FIRST_PAINT_FILE), JSON.stringify(await renderer.prerenderPages()));
      } finally {
        rmSync(ssrOutDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderFirstPaint(), precompress()],
  // `@/` is `src/`, as apps/web/tsconfig.json's `paths` say.
  resolve: { tsconfigPaths: true },
  server: {
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/_sandbox': 'http://localhost:3000' },
  },
});
