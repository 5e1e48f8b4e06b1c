import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

/**
 * In production the server sends join.html for /join/:token and /programme/:token. The dev server would answer every unknown path with
 * index.html (the clinician app), so rewrite the patient links here to keep dev and production alike.
 */
function patientJoinPages(): Plugin {
  return {
    name: 'konsult-patient-join-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/(join|programme)\/[^/?#]+\/?(\?.*)?$/.test(req.url)) req.url = '/join.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), patientJoinPages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server and the benchmarks read the manifest to know each entry's initial chunks.
    manifest: true,
    rolldownOptions: {
      // The domain package is pure (architecture §3: no I/O, nothing runs on import), so a domain module nothing
      // imports can go. Without this its barrel pulls server-only tables (ICD-10 codes, templates) into the first
      // chunk of every page.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
      input: {
        main: resolve(root, 'index.html'),
        join: resolve(root, 'join.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
});
