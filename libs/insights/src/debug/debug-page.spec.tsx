import { screen, within } from '@testing-library/react';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { debugHandlers } from '../testing/debug-scenario';
import DebugPage from './debug-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () => renderPage(<DebugPage />, { path: paths.debug(), route: routePatterns.debug, site: nba });

describe('DebugPage', { timeout: 20_000 }, () => {
  it('shows host, configuration, colours, the test call and the sibling sites', async () => {
    server.use(...debugHandlers.success);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Host' })).toHaveTextContent('localhost');
    const config = screen.getByRole('region', { name: 'Site configuration' });
    expect(config).toHaveTextContent('Trophy Room Pro Basketball');
    expect(config).toHaveTextContent('basketball');
    const theme = screen.getByRole('region', { name: 'Theme colours' });
    expect(within(theme).getByRole('list', { name: 'primary colour scale' })).toHaveTextContent(
      nba.theme.primary[500],
    );
    const call = screen.getByRole('region', { name: 'Test call: teams' });
    expect(call).toHaveTextContent('{"sport__slug":"basketball","level__slug":"professional"}');
    expect(await within(call).findByText('45')).toBeInTheDocument();
    expect(
      within(call)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Atlanta Hawks (Basketball)', 'Boston Celtics (Basketball)', 'Brooklyn Nets (Basketball)']);
    const sites = within(screen.getByRole('region', { name: 'Sibling sites' })).getAllByRole('link');
    expect(sites).toHaveLength(9);
    expect(sites.find((a) => a.getAttribute('aria-current') === 'page')).toHaveTextContent(nba.name);
  });

  it('shows the error text when the teams call fails', async () => {
    server.use(...debugHandlers.error);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The teams service is unavailable.');
  });

  it('shows the call in progress', async () => {
    server.use(...debugHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Calling the teams endpoint...');
  });
});
