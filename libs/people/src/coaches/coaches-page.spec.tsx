import { screen } from '@testing-library/react';
import { chk, nba } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coachHandlers } from '@trophy-room/contract/testing';
import { routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import CoachesPage from './coaches-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = '/coaches', site = nba) =>
  renderPage(<CoachesPage />, { path, route: routePatterns.coaches, site });

describe('CoachesPage', () => {
  it('cards link to the coach, with the record and expandable details', async () => {
    server.use(...coachHandlers.success);
    const { user } = open();
    expect(await screen.findByRole('link', { name: 'Andy Reid' })).toHaveAttribute(
      'href',
      '/coaches/andy-reid',
    );
    expect(screen.getByText('283-149-1')).toBeInTheDocument();
    // A rate, as standings print it (not 65.5%).
    expect(screen.getByText('Win %').nextSibling).toHaveTextContent(/^\.655$/);
    expect(screen.getByText('Championship coach')).toBeInTheDocument(); // any championship
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('Playoff Record').nextSibling).toHaveTextContent('26-17');
  });

  it("a coach last seen in the coaching source's last season (before the league's latest): status unknown", async () => {
    server.use(...coachHandlers.statusUnknown);
    open();
    await screen.findByRole('link', { name: 'Erik Spoelstra' });
    expect(screen.getByText('Status unknown', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.queryByText('Inactive', { selector: '[data-slot="badge"]' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Status after 2020-21 unknown: our coaching records end there.'),
    ).toBeInTheDocument();
  });

  it('offers the spec statuses, interim, retired, fired and resigned included', async () => {
    server.use(...coachHandlers.success);
    open();
    await screen.findByRole('link', { name: 'Andy Reid' });
    const options = [...(screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual([
      'all',
      'active',
      'inactive',
      'interim',
      'retired',
      'fired',
      'resigned',
    ]);
  });

  it('error: Error Loading Coaches', async () => {
    server.use(...coachHandlers.error);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Coaches');
  });

  it('empty: No Coaches Found; fired says the sources do not record it', async () => {
    server.use(...coachHandlers.empty);
    open('/coaches?status=fired');
    expect(await screen.findByRole('heading', { name: 'No Coaches Found' })).toBeInTheDocument();
    expect(screen.getByText('Our sources do not record how a coaching tenure ended.')).toBeInTheDocument();
  });

  it('a site whose sources hold no coaches says so, asks the API nothing and points to what it has', () => {
    open('/coaches', chk); // no handler: a request would fail the test
    const empty = screen.getByRole('region', { name: 'No Coaches in Our Sources' });
    expect(empty).toHaveTextContent(/hold no coach records: no head coaches or coaching records/);
    expect(screen.getByRole('link', { name: 'See the champions' })).toHaveAttribute('href', '/champions');
  });
});
