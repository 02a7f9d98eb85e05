// The server renderer of this site (built by `vite build --ssr` into dist/ssr/cbb/render.mjs; apps/api loads it).
import { createSiteRenderer } from '@trophy-room/site/server';
import { cbb } from '@trophy-room/site-theme';

export const renderer = createSiteRenderer(cbb);
