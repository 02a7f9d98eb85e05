import type { SiteConfig } from '@trophy-room/site-theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteApp } from './site-app';

/** What each app shell calls: mounts the site for its pinned variant into #root. */
export function mountSite(config: SiteConfig, element = document.getElementById('root')) {
  if (!element) throw new Error('mountSite: no #root element');
  createRoot(element).render(
    <StrictMode>
      <SiteApp config={config} />
    </StrictMode>,
  );
}
