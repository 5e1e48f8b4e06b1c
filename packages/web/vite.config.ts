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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Each entry's modules, as far as static imports reach (through barrels too: an over-estimate, see below). */
function staticModules(entry: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  let seen = memo.get(entry);
  if (seen) return seen;
  seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  memo.set(entry, seen);
  return seen;
}

const APP_ENTRY = resolve(root, 'src/main.tsx');
const JOIN_ENTRY = resolve(root, 'src/patient/main.tsx');
/** The consultation screen's two lazy chunks (router.tsx loads them together): one file for what they reach. */
const CONSULTATION_ENTRIES = [
  'src/app/consultation/consultation-route.tsx',
  'src/app/record-pane/record-pane-tabs.tsx',
].map((path) => resolve(root, path));
const reached = new Map<string, Set<string>>();
// The entry module itself stays in the entry's chunk: it awaits the language's catalogue at the top level, and that
// chunk imports from the app's chunk, which must therefore finish evaluating without waiting for the entry.
const inApp = (id: string, graph: ModuleGraph) => id !== APP_ENTRY && staticModules(APP_ENTRY, graph, reached).has(id);
const inJoin = (id: string, graph: ModuleGraph) => staticModules(JOIN_ENTRY, graph, reached).has(id);
const inConsultation = (id: string, graph: ModuleGraph) =>
  CONSULTATION_ENTRIES.some((entry) => staticModules(entry, graph, reached).has(id));

export default defineConfig({
  plugins: [react(), patientJoinPages(), { name: 'konsult-chunk-groups', buildStart: () => reached.clear() }],
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
      // Issue 22: the clinician app's first load in two files instead of fifty (Lighthouse, like a browser on HTTP/1.1,
      // pays a round trip per file on six connections): what the patient's join page shares with it (React), and the
      // rest of what the app's entry reaches. The join page loads only the first: its budget is unchanged. Reaching
      // through barrels (@mantine/core, the domain) over-estimates: components only the lazy screens use come along
      // (about 90 KB gzipped: 329 KB in all, over architecture §9's 250 KB), which on this measure costs less than
      // the round trips it saves. The consultation screen's two lazy chunks likewise become one file of their own.
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string, graph: ModuleGraph) => (inApp(id, graph) && inJoin(id, graph) ? 'shared' : null),
              priority: 2,
            },
            {
              name: (id: string, graph: ModuleGraph) => (inApp(id, graph) && !inJoin(id, graph) ? 'app' : null),
              priority: 1,
            },
            {
              name: (id: string, graph: ModuleGraph) =>
                inConsultation(id, graph) && !inApp(id, graph) && !inJoin(id, graph) ? 'consultation' : null,
              priority: 0,
            },
          ],
        },
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
