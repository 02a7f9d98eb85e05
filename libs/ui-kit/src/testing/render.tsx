// Renders a component the way the apps do: inside a site variant and a router, with a user-event session.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SiteProvider, nfl, type SiteConfig } from '@trophy-room/site-theme';

export interface RenderWithSiteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Site variant; the pro football site unless given. */
  site?: SiteConfig;
  /** Starting URL(s) for the MemoryRouter, e.g. ['/teams?admin=true']. */
  initialEntries?: string[];
}

export function renderWithSite(ui: ReactElement, options: RenderWithSiteOptions = {}) {
  const { site = nfl, initialEntries = ['/'], ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SiteProvider config={site}>
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </SiteProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...rest }) };
}
export { renderPage, type RenderPageOptions } from './render-page';
/** The toast outlet the shell's Toaster loads after the first load, for tests that look for a toast at once. */
export { default as ToastOutlet } from '../feedback/toast-outlet';
