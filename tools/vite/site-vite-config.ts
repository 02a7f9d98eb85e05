// The one Vite config every site shell uses: React, Tailwind, the variant's head tags baked into index.html.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { headTags } from '../../libs/site-theme/src/head';
import { siteVariants } from '../../libs/site-theme/src/variants';
import type { SiteId } from '../../libs/site-theme/src/types';

const workspaceRoot = resolve(import.meta.dirname, '../..');

function siteHead(id: SiteId): Plugin {
  return {
    name: 'trophy-room-site-head',
    transformIndexHtml: (html) => html.replace('<!--site-head-->', headTags(siteVariants[id])),
  };
}

export function defineSiteViteConfig(id: SiteId) {
  return defineConfig({
    root: resolve(workspaceRoot, 'apps', id),
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', id),
    plugins: [react(), tailwindcss(), siteHead(id)],
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', id),
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: false,
    },
    server: { port: 4200, proxy: { '/api': 'http://localhost:5184' } },
  });
}
