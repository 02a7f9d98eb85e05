// The server renderer of this site (built by `vite build --ssr` into dist/ssr/nhl/render.mjs; apps/api loads it).
import { createSiteRenderer } from '@trophy-room/site/server';
import { nhl } from '@trophy-room/site-theme';

export const renderer = createSiteRenderer(nhl);
