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
const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./client'),
  // the SSR build needs no copy of the PDFs and images
  publicDir: isSsrBuild ? false : r('./public'),
  plugins: [react(), tailwindcss(), lowPriorityScripts()],
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
