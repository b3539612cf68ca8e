import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { build, defineConfig, type Plugin } from 'vite';
import type * as Renderer from './src/prerender';

const compressible = /\.(js|css|svg|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset once, at build time, so the server sends
 * compressed files without compressing on each request (@fastify/static `preCompressed`). A file
 * that has them already (the storefront's, when the staff app's build runs after it) is skipped.
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
      const files = walk(outDir);
      const done = new Set(files.filter((path) => path.endsWith('.br')).map((path) => path.slice(0, -3)));
      for (const file of files.filter((path) => compressible.test(path) && !done.has(path))) {
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

/**
 * "Lora fallback": local serif faces resized to Lora's metrics (size-adjust, ascent, descent and
 * line-gap overrides from the Capsize metrics fontaine carries), written beside the @font-face
 * rules of src/shared/theme/fonts.css — Georgia on Windows and macOS, Noto Serif on Android and
 * Linux, Times New Roman elsewhere — so text drawn before the font arrives takes the same room.
 */
const displayFontFallback = () =>
  FontaineTransform.vite({ fallbacks: ['Georgia', 'Noto Serif', 'Times New Roman'] }) as Plugin;

/** The display face's files the first paint draws with (Latin, Cyrillic), fetched with the page. */
const preloadedFont = /\/lora-(latin|cyrillic)-wght-normal-[\w-]+\.woff2$/;

/**
 * Preload links for the display face in index.html, so the font is on its way before the CSS is
 * parsed and usually there before the first paint. Only in the build: the file names carry hashes.
 */
function preloadDisplayFont(): Plugin {
  return {
    name: 'aruu-preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => preloadedFont.test(`/${file}`));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

const staffEntry = /\/src\/staff\//;

/**
 * The staff app (staff.html → src/staff/main.tsx) is built by a second, separate build into the
 * same folder once the storefront's is written, so no chunk is shared between the two and the
 * storefront's JavaScript is exactly what it would be without the back office
 * (docs/decisions/017). The storefront's build fails if any of its chunks holds a staff module;
 * in development `/staff/…` is answered with staff.html, as the API does in production.
 */
function staffApp(): Plugin {
  let root = '';
  let outDir = 'dist';
  let building = false;
  return {
    name: 'aruu-staff-app',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/staff(\/|\?|$)/.test(request.url)) request.url = '/staff.html';
        next();
      });
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const staffModule = chunk.moduleIds.find((id) => staffEntry.test(id));
        if (staffModule) this.error(`storefront chunk ${chunk.fileName} holds the staff module ${staffModule}`);
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!building) return;
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          publicDir: false,
          plugins: [react(), displayFontFallback(), tailwindcss(), precompress()],
          resolve: { tsconfigPaths: true },
          build: { outDir, emptyOutDir: false, rollupOptions: { input: { staff: resolve(root, 'staff.html') } } },
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    displayFontFallback(),
    tailwindcss(),
    preloadDisplayFont(),
    prerenderFirstPaint(),
    precompress(),
    staffApp(),
  ],
  // `@/` is `src/`, as apps/web/tsconfig.json's `paths` say.
  resolve: { tsconfigPaths: true },
  server: {
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/_sandbox': 'http://localhost:3000' },
  },
});
