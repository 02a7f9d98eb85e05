// The server renderer of this site (built by `vite build --ssr` into dist/ssr/cfb/render.mjs; apps/api loads it).
import { createSiteRenderer } from '@trophy-room/site/server';
import { cfb } from '@trophy-room/site-theme';

export const renderer = createSiteRenderer(cfb);
