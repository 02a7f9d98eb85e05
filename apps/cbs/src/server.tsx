// The server renderer of this site (built by `vite build --ssr` into dist/ssr/cbs/render.mjs; apps/api loads it).
import { createSiteRenderer } from '@trophy-room/site/server';
import { cbs } from '@trophy-room/site-theme';

export const renderer = createSiteRenderer(cbs);
