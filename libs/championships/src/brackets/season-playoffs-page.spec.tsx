import { screen, within } from '@testing-library/react';
import { aSeason, bracketHandlers, bracketWithByes, mockApi } from '@trophy-room/contract/testing';
import { mlb, nba, nfl, nhl } from '@trophy-room/site-theme';
import { paths, routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SeasonPlayoffsPage from './season-playoffs-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The site's seasons hold the season asked for (one of another site's leagues is Not Found).
const open = (slug: string, site = nfl, query = '') => {
  server.use(mockApi.page('seasons', [aSeason({ slug })]));
  return renderPage(<SeasonPlayoffsPage />, {
    path: paths.seasonPlayoffs(slug) + query,
    route: routePatterns.seasonPlayoffs,
    site,
  });
};

describe('SeasonPlayoffsPage', () => {
  it('bracket with byes: rounds as lists, the winner marked, byes and links', async () => {
    server.use(...bracketHandlers.success);
    open('nfl-2016');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2016 NFL Season Playoffs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2016 NFL Season' })).toHaveAttribute(
      'href',
      '/seasons/nfl-2016',
    );
    const bracket = screen.getByRole('region', { name: 'Bracket, by round' });
    const rounds = within(bracket).getAllByRole('heading', { level: 3 });
    expect(rounds.map((h) => h.textContent)).toEqual([
      'Wild Card Round',
      'Divisional Round',
      'Conference Championship',
      'Super Bowl',
    ]);
    const sb = screen.getByRole('article', { name: 'New England Patriots beat Atlanta Falcons 34-28' });
    expect(within(sb).getByText('(winner)')).toBeInTheDocument();
    expect(sb).toHaveTextContent('Neutral site · OT');
    // The data holds no box score for the game: the link promises its summary only.
    expect(within(sb).getByRole('link', { name: /^Game summary/ })).toHaveAttribute(
      'href',
      '/scores/game-11',
    );
    expect(within(sb).queryByRole('link', { name: /Box score/ })).not.toBeInTheDocument();
    expect(within(sb).getByRole('link', { name: 'Atlanta Falcons' })).toHaveAttribute(
      'href',
      '/teams/atlanta-falcons/2016',
    );
    const divisional = screen.getByRole('article', {
      name: 'New England Patriots beat Houston Texans 34-16',
    });
    expect(within(divisional).getByTitle('Entered this round after a bye')).toHaveTextContent('bye');
    expect(bracket).toHaveAttribute('tabindex', '0'); // the keyboard can scroll it
  });

  it('a game whose box score the data holds: its link says "Box score"', async () => {
    const boxed = structuredClone(bracketWithByes);
    const final = boxed.rounds.at(-1)!.series[0];
    final.games[0].has_box_score = true;
    server.use(mockApi.json('seasonBracket', boxed));
    open('nfl-2016');
    const sb = await screen.findByRole('article', {
      name: 'New England Patriots beat Atlanta Falcons 34-28',
    });
    expect(within(sb).getByRole('link', { name: /^Box score/ })).toHaveAttribute('href', '/scores/game-11');
    expect(within(sb).queryByRole('link', { name: /Game summary/ })).not.toBeInTheDocument();
  });

  it('total-goal series: the goals and how it was decided, from series results without games', async () => {
    server.use(...bracketHandlers.success);
    open('nhl-1926-27', nhl);
    const s = await screen.findByRole('article', {
      name: 'Montreal Canadiens beat Montreal Maroons 2-1 on total goals',
    });
    expect(s).toHaveTextContent('Montreal Canadiens2✓');
    expect(s).toHaveTextContent('Montreal Maroons1');
    expect(s).toHaveTextContent('Total goals · 1 tied game');
    expect(s).toHaveTextContent('2-1 on total goals · result only, no games in the data');
    const final = screen.getByRole('article', { name: 'Ottawa Senators beat Boston Bruins 2-0-2' });
    expect(final).toHaveTextContent('2 tied games');
    expect(within(final).getByRole('link', { name: 'Ottawa Senators' })).toHaveAttribute(
      'href',
      '/teams/st-louis-eagles/1926',
    );
  });

  it('series-only bracket: teams linked to their team seasons, the result, no game links', async () => {
    server.use(...bracketHandlers.success);
    open('mlb-2016', mlb);
    const ws = await screen.findByRole('article', { name: 'Chicago Cubs beat Cleveland Indians 4-3' });
    expect(ws).toHaveTextContent('Chicago Cubs4✓');
    expect(ws).toHaveTextContent('Cleveland Indians3');
    expect(within(ws).getByText('(winner)')).toBeInTheDocument();
    expect(within(ws).getByRole('link', { name: 'Cleveland Indians' })).toHaveAttribute(
      'href',
      '/teams/cleveland-guardians/2016',
    );
    expect(within(ws).getAllByRole('link')).toHaveLength(2); // the two team seasons: no game or box score
    expect(
      screen.getByText(/Series results only: the data has no games for this postseason/),
    ).toBeInTheDocument();
    const rounds = within(screen.getByRole('region', { name: 'Bracket, by round' })).getAllByRole('heading', {
      level: 3,
    });
    expect(rounds.map((h) => h.textContent)).toEqual(['ALCS / NLCS', 'World Series']);
  });

  it('play-in: shown before the bracket proper', async () => {
    server.use(...bracketHandlers.success);
    open('nba-2022-23', nba);
    expect(await screen.findByRole('heading', { level: 2, name: 'Play-In' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Play-In games' })).toHaveTextContent('Los Angeles Lakers108');
    expect(
      screen.getByRole('article', { name: 'Los Angeles Lakers beat Memphis Grizzlies 4-2' }),
    ).toHaveTextContent('Memphis Grizzlies2');
  });

  it('list fallback: says why and lists the series', async () => {
    server.use(...bracketHandlers.success);
    open('nba-1949-50', nba);
    expect(await screen.findByText(/listed in order instead of drawn as a bracket/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Playoffs' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('empty: what the data lacks, not "Coming Soon"', async () => {
    server.use(...bracketHandlers.success);
    open('mlb-1994', mlb);
    expect(await screen.findByRole('region', { name: 'No postseason in the data' })).toHaveTextContent(
      'no postseason was played (1994',
    );
  });

  it('loading and error', async () => {
    server.use(...bracketHandlers.loading);
    const { unmount } = open('nfl-2016');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading bracket...');
    unmount();
    server.use(...bracketHandlers.error);
    open('nfl-2016');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('not found: an unknown season', async () => {
    server.use(mockApi.error('seasonBracket', 'Season not found.', 404));
    open('nfl-1800');
    expect(await screen.findByRole('heading', { name: 'Season Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Seasons' })).toHaveAttribute('href', '/seasons');
  });

  it("not found: a season the site's seasons lack, by the route's rule (as the server's 404)", async () => {
    server.use(mockApi.page('seasons', []), ...bracketHandlers.success);
    renderPage(<SeasonPlayoffsPage />, {
      path: paths.seasonPlayoffs('nhl-2016'),
      route: routePatterns.seasonPlayoffs,
    });
    expect(await screen.findByRole('heading', { name: 'Season Not Found' })).toBeInTheDocument();
  });
});
