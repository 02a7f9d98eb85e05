// The one Vite config every site shell uses: React, Tailwind, the variant's head tags baked into index.html. Two
// builds per site: the browser's (dist/apps/<id>) and the server renderer's (`vite build --ssr`: dist/ssr/<id>/
// render.mjs, the app's src/server.tsx with the workspace libs bundled and npm packages left to Node).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { deferModuleScripts } from '../../libs/site-theme/src/deferred-modules';
import { headTags } from '../../libs/site-theme/src/head';
import { precompress } from './precompress';
import { siteVariants } from '../../libs/site-theme/src/variants';
import type { SiteId } from '../../libs/site-theme/src/types';

const workspaceRoot = resolve(import.meta.dirname, '../..');

function siteHead(id: SiteId): Plugin {
  return {
    name: 'trophy-room-site-head',
    transformIndexHtml: (html) => html.replace('<!--site-head-->', headTags(siteVariants[id])),
  };
}

/** The built page loads its modules after the first paint (libs/site-theme/src/deferred-modules.ts). */
const deferModules: Plugin = {
  name: 'trophy-room-defer-modules',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: deferModuleScripts },
};

export function defineSiteViteConfig(id: SiteId) {
  const browserOut = resolve(workspaceRoot, 'dist/apps', id);
  return defineConfig(({ isSsrBuild }) => ({
    root: resolve(workspaceRoot, 'apps', id),
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', id),
    plugins: [
      react(),
      tailwindcss(),
      siteHead(id),
      deferModules,
      ...(isSsrBuild ? [] : [precompress(browserOut)]),
    ],
    build: isSsrBuild
      ? {
          outDir: resolve(workspaceRoot, 'dist/ssr', id),
          emptyOutDir: true,
          reportCompressedSize: false,
          sourcemap: true,
          copyPublicDir: false,
          rollupOptions: {
            input: resolve(workspaceRoot, 'apps', id, 'src/server.tsx'),
            output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' },
          },
        }
      : {
          outDir: browserOut,
          emptyOutDir: true,
          reportCompressedSize: false,
          sourcemap: false,
          // Vendor chunks: React and the router change rarely, so a new build of the site's own code leaves them
          // cached in the browser. Every page needs both (they load with the entry, in parallel).
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
                  // Everything else the entry loads, as one chunk: the route declarations a page also imports (its
                  // queries and not-found rule) would otherwise split into a dozen shared chunks of a few hundred
                  // bytes, each paying its own imports and its own compression.
                  { name: 'app', tags: ['$initial'] },
                ],
              },
            },
          },
        },
    // The workspace libs are TypeScript sources: bundle them; npm packages load from node_modules.
    ssr: { noExternal: [/^@trophy-room\//] },
    server: { port: 4200, proxy: { '/api': 'http://localhost:5184' } },
  }));
}
