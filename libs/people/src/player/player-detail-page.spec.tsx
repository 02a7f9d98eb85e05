import { screen, within } from '@testing-library/react';
import { nba } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gibsonDetail, lebronDetail, mockApi, playerHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import PlayerDetailPage from './player-detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// The player's ranks (none unless a test says otherwise): the page asks for them beside the player.
beforeEach(() => server.use(mockApi.data('playerRanks', [])));

const open = (slug = 'lebron-james') =>
  renderPage(<PlayerDetailPage />, { path: paths.player(slug), route: routePatterns.player, site: nba });

describe('PlayerDetailPage', () => {
  it('loading: Loading player...', async () => {
    server.use(...playerHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading player...');
  });

  it('header with the key facts; Career Statistics open, the other sections closed', async () => {
    server.use(...playerHandlers.success);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'LeBron James' })).toBeInTheDocument();
    expect(screen.getByText('Draft Year').nextSibling).toHaveTextContent('2003');
    expect(screen.getByText('Jersey').nextSibling).toHaveTextContent('#23');
    expect(screen.getByText('Active')).toBeInTheDocument();
    const details = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('details');
    expect(details('Career Statistics')).toHaveAttribute('open');
    expect(details('Personal Information')).not.toHaveAttribute('open');
    // The display formats: one-decimal percentages, height in feet and inches.
    expect(screen.getByText('Field Goal %').nextSibling).toHaveTextContent('45.4%');
    expect(screen.getByText('Height').nextSibling).toHaveTextContent('6′9″');
  });

  it('season table: team as named that season → team season, a total row that sums the seasons', async () => {
    server.use(...playerHandlers.success);
    open();
    const table = await screen.findByRole('table', { name: 'Regular season statistics by season' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Cleveland Cavaliers' })).toHaveAttribute(
      'href',
      '/teams/cleveland-cavaliers/2003',
    );
    const career = rows.at(-1)!;
    expect(within(career).getByRole('rowheader')).toHaveTextContent('Total');
    expect(career).toHaveTextContent('3,829'); // 1,654 + 2,175
    expect(career).toHaveTextContent('44.6%'); // 1,417 / 3,176, recomputed, not averaged
    expect(screen.getByRole('button', { name: /^Download CSV/ })).toBeInTheDocument();
  });

  it('a line without a team names the teams of his season, each to its team season ("2 teams: CLE, MIA")', async () => {
    const [first, ...rest] = lebronDetail.seasons;
    const teams = [
      { id: 35, slug: 'cleveland-cavaliers', name: 'Cleveland Cavaliers', abbreviation: 'CLE' },
      { id: 36, slug: 'miami-heat', name: 'Miami Heat', abbreviation: 'MIA' },
    ];
    server.use(
      mockApi.json('player', { ...lebronDetail, seasons: [{ ...first, team: null, teams }, ...rest] }),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Regular season statistics by season' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('2 teams: CLE, MIA');
    expect(within(row).getByRole('link', { name: 'MIA' })).toHaveAttribute('href', '/teams/miami-heat/2003');
  });

  it('a pitcher: innings pitched in thirds from outs, in the career figures and the season table', async () => {
    server.use(mockApi.json('player', gibsonDetail));
    open('bob-gibson');
    const table = await screen.findByRole('table', { name: 'Regular season statistics by season' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/304\.2/); // 914 outs, never 304.7
    expect(rows.at(-1)).toHaveTextContent(/618\.2/); // 1,856 outs
    expect(rows.at(-1)).toHaveTextContent(/1\.66/); // 114 × 27 / 1,856
    expect(screen.getByText('Innings Pitched').nextSibling).toHaveTextContent('618.2');
    expect(screen.getByText('ERA', { selector: 'dt' }).nextSibling).toHaveTextContent('1.66');
  });

  it('a draft the sources do not hold is said to be not in our sources, never "undrafted"', async () => {
    const none = { draft_year: null, draft_round: null, draft_pick: null, draft_team: null };
    server.use(mockApi.json('player', { ...gibsonDetail, ...none, draft_status: 'unknown' }));
    open('bob-gibson');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Drafted By').nextSibling).toHaveTextContent('Draft not in our sources');
    expect(screen.getByText('Draft Year').nextSibling).toHaveTextContent('Not in our sources');
    expect(screen.queryByText(/Undrafted/)).toBeNull();
  });

  it('a player the drafts of his first season all pass over is Undrafted', async () => {
    const none = { draft_year: null, draft_round: null, draft_pick: null, draft_team: null };
    server.use(mockApi.json('player', { ...gibsonDetail, ...none, draft_status: 'undrafted' }));
    open('bob-gibson');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Drafted By').nextSibling).toHaveTextContent(/^Undrafted$/);
  });

  it('says when the season lines stop before his career does: the table totals only what it shows', async () => {
    server.use(...playerHandlers.linesStopEarly);
    open();
    const table = await screen.findByRole('table', { name: 'Regular season statistics by season' });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^Total/);
    expect(screen.getByText(/statistics stop after the 2004-05 season/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Totals of his regular seasons in our sources, 2003-04 to 2004-05; the sources do not give the rest of his career.',
      ),
    ).toBeInTheDocument();
    // Beside the figure itself: the seasons it covers, in the sport's labels.
    expect(screen.getByText('Points', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '3,829 (through 2004-05)',
    );
    expect(screen.getByText(/covers only those: the sources do not give it/)).toBeInTheDocument();
  });

  it('labels the career figures with the seasons they sum, or names the source of a career total', async () => {
    server.use(...playerHandlers.success);
    open();
    expect(
      await screen.findByText('Totals of his regular seasons in our sources, 2003-04 to 2004-05.'),
    ).toBeInTheDocument();
  });

  it('an award count whose rows stop before his career does says which seasons it counts', async () => {
    // Shohei Ohtani's All-Star selections: Lahman's rosters end with 2024; he played on in 2025.
    server.use(
      mockApi.json('player', {
        ...lebronDetail,
        all_star_selections: 4,
        last_year: 2024,
        career_coverage: [
          {
            figure: 'all_star_selections',
            stat: 'all_star_selections',
            first_year: 2003,
            last_year: 2003,
            seasons: 1,
            partial: true,
          },
        ],
      }),
    );
    open();
    expect(await screen.findByText(/^4 \(.*2003-04.*\)$/)).toBeInTheDocument();
  });

  it("says how far the latest season's source reaches (a snapshot of a season in progress)", async () => {
    server.use(
      mockApi.json('player', {
        ...lebronDetail,
        stats_span: {
          ...lebronDetail.stats_span,
          latest_note: 'NBA player totals 2004-05: through 2005-01-14',
        },
      }),
    );
    open();
    expect(
      await screen.findByText(
        'Totals of his regular seasons in our sources, 2003-04 to 2004-05. 2004-05 as in NBA player totals 2004-05: through 2005-01-14.',
      ),
    ).toBeInTheDocument();
  });

  it('names the source of career totals when there are no season lines', async () => {
    server.use(...playerHandlers.noSeasons);
    open();
    expect(
      await screen.findByText('Career totals from Basketball-Reference career totals.'),
    ).toBeInTheDocument();
  });

  it('a retired player: his last team as named in his last season (→ that team season), no current team', async () => {
    server.use(
      mockApi.json('player', {
        ...lebronDetail,
        is_active: false,
        current_team: null,
        last_team: { id: 5, slug: 'atlanta-braves', name: 'Boston Braves', season_year: 1935 },
      }),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Boston Braves' })).toHaveAttribute(
      'href',
      '/teams/atlanta-braves/1935',
    );
    expect(screen.queryByText('Free Agent')).not.toBeInTheDocument();
    expect(screen.queryByText('Current Team')).not.toBeInTheDocument();
    expect(screen.getByText('Last Team')).toBeInTheDocument();
  });

  it("asks for the player with the site's filters (another sport's player is not on this site)", async () => {
    let asked: URL | undefined;
    server.use(
      mockApi.json('player', ({ url }) => {
        asked = url;
        return lebronDetail;
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'LeBron James' });
    expect(asked?.searchParams.get('sport__slug')).toBe('basketball');
    expect(asked?.searchParams.get('level__slug')).toBe('professional');
  });

  it('links championships and awards to their seasons, and each award to its page', async () => {
    server.use(...playerHandlers.success);
    open();
    expect(await screen.findByRole('link', { name: '2020' })).toHaveAttribute('href', '/seasons/nba-2019-20');
    expect(screen.getByRole('link', { name: '2012-13 NBA' })).toHaveAttribute('href', '/seasons/nba-2012-13');
    // The rule that credited his title, said once under the list.
    expect(
      screen.getByText(/Credited: On the champion’s roster at the end of that season/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NBA Most Valuable Player' })).toHaveAttribute(
      'href',
      '/awards/nba-most-valuable-player',
    );
  });

  it('facts no source gives are said once, not an N/A in every box', async () => {
    server.use(
      mockApi.json('player', {
        ...lebronDetail,
        person: { ...lebronDetail.person, birth_place: null, birth_city: null, college: null },
      }),
    );
    open();
    expect(await screen.findByText('The sources do not give his birthplace or college.')).toBeInTheDocument();
    expect(screen.queryByText('Birthplace', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Weight', { selector: 'dt' }).nextSibling).toHaveTextContent('250 lb');
  });

  it('not found: Player Not Found with its text and a way back', async () => {
    server.use(...playerHandlers.notFound);
    open('nobody');
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this player.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Players' })).toHaveAttribute('href', '/players');
  });
});

describe('PlayerDetailPage ranks', () => {
  it('links each career figure in a top 100 to its leaders: "1st all time"', async () => {
    server.use(...playerHandlers.success);
    open();
    const ranks = await screen.findByRole('list', { name: 'All-time ranks' });
    expect(within(ranks).getByRole('link', { name: 'Points 42,654: 1st all time' })).toHaveAttribute(
      'href',
      '/leaders/points',
    );
  });
});
