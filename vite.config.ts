import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The site's scripts load `async` and at low priority: a server-rendered page paints from its HTML and
 * stylesheet, which on a slow link should not share the bandwidth with code that only makes the page
 * interactive (main.tsx waits for the DOM).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    // the dev server's own scripts (hot reload) keep their order
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('index.html')
          ? html
              .replace('<script type="module" ', '<script type="module" async fetchpriority="low" ')
              .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
          : html,
    },
  };
}

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The home route's scripts in two files: the boot module (with Vite's loader for dynamic imports, which it
 * uses) and the app, holding every module main.tsx imports statically. Left alone, the bundler gives each
 * module the app shares with any page a chunk of its own (React's jsx runtime, React Query's hooks, the API
 * fetcher, the simulation registry...): sixteen files for the home route, each compressed on its own, about
 * 4 KB more than the same code in one. The barrels of lucide-react and React Query are not followed: they
 * name every icon and hook any page uses; what the app takes from them joins it all the same. A module the
 * presenter's entry also reaches (the live connection's state, the registry) goes to a third file instead: in
 * the app's file it would make the presenter load the app, which starts React on a page that has no root.
 */
function homeRouteChunks() {
  const app = r('./client/src/main.tsx');
  const presenter = r('./client/src/features/presenter/main.ts');
  let appModules: Set<string> | undefined;
  // `lazy`: also what the entry loads later (the presenter opens each of its views by a dynamic import)
  const reached = (entry: string, ctx: ChunkingContext, lazy = false) => {
    const seen = new Set<string>();
    const visit = (m: string) => {
      if (seen.has(m) || /node_modules[\\/](lucide-react|@tanstack)[\\/]|preload-helper/.test(m)) return;
      seen.add(m);
      const info = ctx.getModuleInfo(m);
      for (const dep of [...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : [])])
        visit(dep);
    };
    visit(entry);
    return seen;
  };
  let shared: Set<string> | undefined;
  const inApp = (id: string, ctx: ChunkingContext) => {
    if (!appModules || !shared) {
      const presenterModules = reached(presenter, ctx, true);
      const all = [...reached(app, ctx)];
      appModules = new Set(all.filter((m) => !presenterModules.has(m)));
      shared = new Set(all.filter((m) => presenterModules.has(m)));
    }
    return appModules.has(id) ? 'main' : shared.has(id) ? 'app-and-presenter' : null;
  };
  return [
    { name: 'boot', test: /preload-helper|client[\\/]src[\\/]boot\.ts$/, priority: 1 },
    { name: inApp },
  ];
}

/**
 * The two chunks above contain their entry modules, so the manifest names them by file (`_boot-x.js`,
 * `_main-y.js`); this restores the keys it gives an entry (`index.html`, `src/main.tsx`), which the
 * benchmarks read.
 */
function manifestEntryKeys(): Plugin {
  return {
    name: 'manifest-entry-keys',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        interface Chunk {
          name?: string;
          imports?: string[];
          dynamicImports?: string[];
        }
        const manifest = JSON.parse(String(asset.source)) as Record<string, Chunk>;
        const renames = new Map<string, { key: string; entry: object }>();
        for (const [key, chunk] of Object.entries(manifest)) {
          if (!key.startsWith('_') || !key.endsWith('.js')) continue;
          if (chunk.name === 'boot') renames.set(key, { key: 'index.html', entry: { isEntry: true } });
          if (chunk.name === 'main')
            renames.set(key, { key: 'src/main.tsx', entry: { isDynamicEntry: true } });
        }
        const rename = (k: string) => renames.get(k)?.key ?? k;
        const fixed: Record<string, Chunk> = {};
        for (const [key, chunk] of Object.entries(manifest)) {
          const renamed = renames.get(key);
          fixed[rename(key)] = {
            ...chunk,
            ...(renamed && { src: renamed.key, ...renamed.entry }),
            ...(chunk.imports && { imports: chunk.imports.map(rename) }),
            ...(chunk.dynamicImports && { dynamicImports: chunk.dynamicImports.map(rename) }),
          };
        }
        asset.source = JSON.stringify(fixed, null, 2);
      },
    },
  };
}

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./client'),
  // the SSR build needs no copy of the PDFs and images
  publicDir: isSsrBuild ? false : r('./public'),
  plugins: [react(), tailwindcss(), lowPriorityScripts(), manifestEntryKeys()],
  resolve: { alias: { '@': r('./client/src'), '@shared': r('./shared') } },
  // The renderer takes only the icons it uses: Node importing all of lucide-react's ~1,600 icon modules
  // added about 0.3 s to the server's start-up.
  ssr: { noExternal: ['lucide-react'] },
  build: isSsrBuild
    ? // `vite build --ssr`: the page renderer the server imports (client/src/entry-server.tsx, ADR 0005)
      {
        outDir: r('./dist/ssr'),
        emptyOutDir: true,
        rollupOptions: { input: r('./client/src/entry-server.tsx') },
      }
    : {
        outDir: r('./dist/client'),
        emptyOutDir: true,
        // Read by `npm run size` (scripts/size.ts); dotfiles are never served.
        manifest: true,
        // Every browser the course meets preloads modules itself (Chrome/Edge 66+, Safari 17+, Firefox
        // 115+); an older one just loads them when imported. The polyfill cost every page 0.4 KB.
        modulePreload: {
          polyfill: false,
          // A page's chunk fetches its own imports when it loads: listing them ahead in the first bundle
          // (for every page of the site) cost the home route more than 1 KB. The server-rendered page
          // paints before any of it runs; the extra round trip only delays when the page turns interactive.
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
        },
        rollupOptions: {
          input: { main: r('./client/index.html'), present: r('./client/present.html') },
          output: {
            codeSplitting: {
              groups: homeRouteChunks(),
            },
          },
        },
      },
  server: {
    port: 5173,
    // `npm run dev`: the API (and the access-checked PDFs) come from the Express process.
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/decks': `http://localhost:${apiPort}`,
    },
  },
}));
