import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { build, defineConfig, type Plugin } from 'vite';
import { SERVER_RENDERER_DIR } from '../../packages/contract/src/first-paint';
import { inlineStylesheet } from './bundling/inline-stylesheet';
import { jsBudgets } from './bundling/js-budgets';
import { preactForReact, preactForReactOnServer } from './bundling/preact';
import { reactRouterProductionBuild } from './bundling/react-router-production';
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
      // The server's own build (serverBuild) is never sent to a browser.
      const files = walk(outDir).filter((path) => !path.startsWith(join(outDir, SERVER_RENDERER_DIR, '/')));
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
 * After the browser build, builds the app for Node into `server/` inside the output folder:
 * src/prerender.tsx, which renders the first paint of the pages without data in every language
 * (written here, where the server (apps/api modules/web) reads it), and src/server-render.tsx,
 * which the server runs per request for the catalogue and product pages. Every package is bundled
 * in, because the production artifact installs only the API's packages.
 */
function serverBuild(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'aruu-server-build',
    apply: (config) => config.mode !== 'development' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = join(outDir, SERVER_RENDERER_DIR);
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        resolve: { tsconfigPaths: true, alias: [...preactForReactOnServer, ...reactRouterProductionBuild] },
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          rollupOptions: { input: { prerender: 'src/prerender.tsx', 'server-render': 'src/server-render.tsx' } },
        },
        ssr: { noExternal: true },
      });
      const renderer: typeof Renderer = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
      writeFileSync(join(outDir, renderer.FIRST_PAINT_FILE), JSON.stringify(await renderer.prerenderPages()));
    },
  };
}

/** Where `bundleComposition` writes, read by `npm run bench:web` (scripts/bench-web.mjs). */
export const BUNDLE_COMPOSITION_FILE = 'node_modules/.cache/bundle-composition.json';

/** A module's owner: its npm package, or the source folder of the storefront or the contract. */
function ownerOf(id: string): string {
  const inPackages = id.split('node_modules/').pop() ?? id;
  if (inPackages !== id)
    return inPackages
      .split('/')
      .slice(0, inPackages.startsWith('@') ? 2 : 1)
      .join('/');
  const source = /\/(apps\/web\/src|packages\/contract\/src)\/(.*)$/.exec(id);
  if (!source) return id;
  const parts = (source[2] ?? '').split('/');
  return source[1] === 'packages/contract/src'
    ? 'contract'
    : `src/${parts.slice(0, parts.length > 2 ? 2 : 1).join('/')}`;
}

/**
 * Records, per storefront chunk, how many bytes of its (unminified) code each package or source
 * folder gives it, so the benchmark can tell what a page's JavaScript is made of.
 */
function bundleComposition(): Plugin {
  let root = '';
  return {
    name: 'aruu-bundle-composition',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const owners: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          const owner = ownerOf(id);
          owners[owner] = (owners[owner] ?? 0) + module.renderedLength;
        }
        chunks[chunk.fileName] = owners;
      }
      const file = join(root, BUNDLE_COMPOSITION_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks));
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

/**
 * The app's script and what it preloads at low fetch priority: the page's first paint is the
 * server's HTML, so on a phone's link the document, the first screen's photos and the display face
 * go first and the script that hydrates them after (a tap before it is live is held, decision 074).
 */
function appScriptAfterFirstScreen(): Plugin {
  return {
    name: 'aruu-app-script-after-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) =>
        filename.endsWith('index.html')
          ? html.replace(
              /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
              '<$1 fetchpriority="low"',
            )
          : html,
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
          resolve: { tsconfigPaths: true, alias: reactRouterProductionBuild },
          build: {
            outDir,
            emptyOutDir: false,
            rolldownOptions: {
              input: { staff: resolve(root, 'staff.html') },
              output: { codeSplitting: { groups: chunkGroups } },
            },
          },
        });
      },
    },
  };
}

/** Chunks the bundler must not merge into others, in both the storefront's and the staff's build. */
const chunkGroups = [
  {
    // The entry must import this ahead of any chunk that builds a schema: inlined into the entry
    // it would run after the entry's imports (shared/lib/zod-jitless.ts).
    name: 'zod-settings',
    test: /shared[\\/]lib[\\/]zod-jitless\.ts$/,
  },
  {
    // Left to itself the bundler puts react-hook-form in the chunk of the zod resolver, which
    // imports zod, so the checkout would load zod before its form is checked
    // (shared/forms/use-lazy-zod-form.ts).
    name: 'react-hook-form',
    test: /node_modules[\\/]react-hook-form[\\/]/,
    includeDependenciesRecursively: false,
  },
];

/**
 * Everything the storefront's entry imports statically, in one chunk (the bundler merges it with
 * the entry's), instead of the ~30 small shared chunks it cuts where lazy pages import the same
 * modules: every page loads all of them before it can start, so one file costs no page a byte
 * more (10 KB gzip less: one file compresses better), and on a phone's link each file is a request
 * of its own (a round trip each, six at a time over HTTP/1.1). Lazy pages import from the entry's
 * chunk, which is why main.tsx has no top-level await.
 */
const startChunk = { name: 'start', tags: ['$initial' as const] };

/** The storefront's entry and the pages of issue 16's budgets: their first screen has no form to check. */
const firstScreenChunks =
  /\/src\/(main\.tsx|features\/(home|catalog|checkout)\/routes\/(home|catalog|product|checkout)-page\.tsx)$/;
/** What only a form's check needs: zod (the contract's schemas) and the phone metadata. */
const formCheckPackages = /[\\/]node_modules[\\/](zod|libphonenumber-js)[\\/]/;

/**
 * Fails the build when the entry or a budgeted page loads zod or libphonenumber before
 * interaction, through any chunk it imports statically (issue 16: the review form, the checkout's
 * schema and the contract's schemas are lazy chunks; a value imported from a contract module
 * that builds schemas brings them back).
 */
function formChecksLoadLate(): Plugin {
  return {
    name: 'aruu-form-checks-load-late',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
      );
      for (const page of chunks.values()) {
        if (!page.facadeModuleId || !firstScreenChunks.test(page.facadeModuleId)) continue;
        const seen = new Set<string>();
        const pending = [page.fileName];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          const chunk = chunks.get(name);
          if (seen.has(name) || !chunk) continue;
          seen.add(name);
          const heavy = chunk.moduleIds.find((id) => formCheckPackages.test(id));
          if (heavy) this.error(`${page.facadeModuleId} loads ${heavy} before interaction (in ${name})`);
          pending.push(...chunk.imports);
        }
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    displayFontFallback(),
    tailwindcss(),
    appScriptAfterFirstScreen(),
    inlineStylesheet(),
    serverBuild(),
    precompress(),
    bundleComposition(),
    formChecksLoadLate(),
    jsBudgets(),
    staffApp(),
  ],
  // `@/` is `src/`, as apps/web/tsconfig.json's `paths` say. The development server keeps React
  // (its fast refresh is React's); the build runs on Preact (bundling/preact.ts) and React Router's
  // production build (bundling/react-router-production.ts).
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' ? [...preactForReact, ...reactRouterProductionBuild] : [],
  },
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: [...chunkGroups, startChunk] } } },
    // One sheet, inline in index.html (bundling/inline-stylesheet.ts), and no chunk that owns it:
    // lazy pages import the entry's chunk (`startChunk`), and Vite would otherwise load the
    // entry's sheet again, as a file, before their own lazy imports (seen on the product page).
    cssCodeSplit: false,
  },
  server: {
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/_sandbox': 'http://localhost:3000' },
  },
}));
