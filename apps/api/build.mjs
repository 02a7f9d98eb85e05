// Bundles the server into dist/apps/api/main.mjs and its worker threads — the embedded database's (pglite-worker.mjs)
// and the page renderers' (render-worker.mjs) — beside it; workspace libs are bundled, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'render-worker': 'src/sites/render-worker.ts',
  },
  outdir: '../../dist/apps/api',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@trophy-room/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
