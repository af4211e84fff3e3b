import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: r('./client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': r('./client/src'), '@shared': r('./shared') } },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // Read by `npm run size` (scripts/size.ts); dotfiles are never served.
    manifest: true,
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
});
