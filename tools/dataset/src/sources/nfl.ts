// The NFL: franchises and lineage, venues, seasons and standings 1920-2025 (incl. AFL/AAFC seasons of franchises
// that continued into the NFL), games 1920-2025, Super Bowl I-LIX, pre-merger NFL champions 1920-1969,
// drafted players 1980-2025, head coaches (career totals). Files under ./nfl/.
import type { BuildContext, SourceModule } from '../model';
import { addGames, addSeasonsAndStandings, loadGames, type Game } from './nfl/games';
import { addCoaches, addDraftPlayers } from './nfl/people';
import { mergeNflverseGames } from './nfl/nfl-games-nflverse';
import { addNflPlayerStats } from './nfl/nfl-player-stats';
import { addNflRosters } from './nfl/nfl-rosters-nflverse';
import { addSuperBowls, loadSuperBowls } from './nfl/superbowl';
import { buildTeams, type Teams } from './nfl/teams';
import { F, S, L, hand, handSource } from './nfl/util';
import { buildVenues, type Venues } from './nfl/venues';
import { addResult } from '../history/results';

function addSources(ctx: BuildContext) {
  const add = (
    key: string,
    name: string,
    url: string,
    licence: string,
    attribution: string,
    notes: string,
  ) => {
    if (!ctx.has('sources', key)) ctx.add('sources', { key, name, url, licence, attribution, notes });
  };
  add(
    S.standings,
    'NFL Historical Records (Pro-Football-Reference standings)',
    'https://github.com/shoenot/NFL-Historical-Records',
    'MIT',
    'Standings from Pro-Football-Reference.com, compiled by shoenot/NFL-Historical-Records (MIT, (c) 2025 Shurjo)',
    'combined_records.csv: APFA/NFL/AAFC/AFL standings 1920-2025 (2025 partial). modern_name is wrong for the AAFC Buffalo Bills, the 1947-50 Baltimore Colts and the 1952 Dallas Texans (franchises taken from the games instead).',
  );
  add(
    S.fte,
    'FiveThirtyEight NFL Elo game data',
    'https://github.com/fivethirtyeight/nfl-elo-game',
    'MIT',
    'Data from FiveThirtyEight (fivethirtyeight/nfl-elo-game, MIT, (c) 2021 ABC News Internet Ventures)',
    'nfl_games.csv: games 1920-2020 incl. playoffs; team codes are franchise ids.',
  );
  add(
    S.spreadspoke,
    'spreadspoke NFL scores and betting data',
    'https://github.com/tobycrabtree/spreadspoke',
    'No licence stated',
    'NFL scores and betting data by Toby Crabtree (spreadspoke / Kaggle)',
    'Games 1966-2025 (2025 partial: weeks 1-4 played, week 5 scheduled), teams with current and pre-2002 alignment, stadiums (open/close years are often years of NFL use).',
  );
  add(
    S.superbowl,
    'Super Bowl dataset (Kaggle)',
    'https://github.com/SeBorromeo/DS-project1-superbowls',
    'No licence stated',
    'Super Bowl results via SeBorromeo/DS-project1-superbowls (Kaggle Super Bowl dataset)',
    'superbowl.csv: Super Bowl I-LVII.',
  );
  add(
    S.draft,
    'NFL draft picks (nflverse draft_picks + combine)',
    'https://github.com/joe-bryant8/760-Draft-Picks',
    'No licence stated',
    'Draft data from nflverse draft_picks / Pro-Football-Reference via joe-bryant8/760-Draft-Picks',
    'Draft 1980-2025 with career totals to the 2024 season.',
  );
  add(
    S.coaches,
    'NFL coaches (Pro-Football-Reference)',
    'https://github.com/jskaza/shiny-sports-app',
    'No licence stated',
    'Coach records from Pro-Football-Reference.com via jskaza/shiny-sports-app',
    'Career totals only, snapshot of about 2015/16: careers continuing after 2015 are incomplete.',
  );
  add(
    S.proVenues,
    'usSportsDB stadium and team tables',
    'https://github.com/brndino/usSportsDB',
    'No licence stated',
    'Venue data from brndino/usSportsDB',
    'Current venues and capacities, snapshot of about 2024; student project, values unverified.',
  );
}

/** NFL champions 1920-1969 (pre-Super Bowl titles): 1920-1932 by standings (hand data), 1933-1969 title games. */
function addNflChampionship(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  venues: Venues,
  overtimeByDate: Map<string, string>,
): Map<number, string> {
  // overtime of title games, by game date (the game files do not mark overtime)
  for (const r of hand(ctx, 'nfl_championship_notes.csv')) {
    const g = games.find((x) => x.round === 'NFL Championship' && x.season === Number(r.season));
    if (g) overtimeByDate.set(g.date, r.overtime);
  }
  const champs = new Map<number, string>();
  ctx.add('championships', {
    key: `${L}:nfl-championship`,
    slug: 'nfl-championship',
    league: L,
    name: 'NFL Championship',
    official_name: 'NFL Championship (pre-merger)',
    description:
      'The NFL title before the AFL-NFL merger: awarded on the standings 1920-1932, decided by the NFL Championship Game 1933-1969 (from 1966 the winner went on to the Super Bowl).',
    trophy_name: 'Ed Thorp Memorial Trophy',
    first_year: 1920,
    last_year: 1969,
    format: 'Best record 1920-1932; single championship game 1933-1969',
    source: S.fte,
  });
  hand(ctx, 'nfl_champions_1920_1932.csv').forEach((r, i) => {
    const season = Number(r.season);
    const team = teams.byName(season, r.winner_name);
    const src = handSource(ctx, r.source);
    if (!team) {
      ctx.report({
        source: src,
        file: 'hand/nfl/nfl_champions_1920_1932.csv',
        line: i + 2,
        problem: `${r.winner_name} not in the ${season} standings`,
      });
      return;
    }
    const st = teams.standing(team, season)!;
    champs.set(season, team);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      year: season,
      winner_team: team,
      winner_name: r.winner_name,
      winner_record: st.t ? `${st.w}-${st.l}-${st.t}` : `${st.w}-${st.l}`,
      notes: 'Champion decided by the final standings (no championship game).',
      source: src,
    });
  });
  const ot = new Map<number, { overtime: string; source: string }>();
  for (const r of hand(ctx, 'nfl_championship_notes.csv'))
    ot.set(Number(r.season), { overtime: r.overtime, source: handSource(ctx, r.source) });
  for (const g of games) {
    if (g.round !== 'NFL Championship' || g.hs == null || g.as == null) continue;
    const homeWon = g.hs > g.as;
    const w = homeWon ? g.home : g.away;
    const l = homeWon ? g.away : g.home;
    const st = teams.standing(w, g.season);
    if (g.season < 1966) champs.set(g.season, w);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      year: g.season,
      edition: null,
      winner_team: w,
      runner_up_team: l,
      winner_name: teams.nameIn(w, g.season),
      runner_up_name: teams.nameIn(l, g.season),
      winner_score: Math.max(g.hs, g.as),
      runner_up_score: Math.min(g.hs, g.as),
      overtime: ot.get(g.season)?.overtime ?? null,
      game_date: g.date,
      venue: venues.key(g.stadium),
      venue_name: g.stadium,
      winner_record: st ? (st.t ? `${st.w}-${st.l}-${st.t}` : `${st.w}-${st.l}`) : null,
      notes:
        (g.season >= 1966
          ? 'NFL Championship Game; the winner played in the Super Bowl.'
          : 'NFL Championship Game.') + (ot.has(g.season) ? ` Overtime: ${ot.get(g.season)!.source}.` : ''),
      source: g.source,
    });
  }
  return champs;
}

export const nfl: SourceModule = {
  name: 'nfl',
  leagues: ['nfl'],
  build(ctx) {
    addSources(ctx);
    const bowls = loadSuperBowls(ctx);
    const stadiumNames = [
      ...ctx.readCsv(F.scores).map((r) => r.stadium ?? ''),
      ...bowls.map((b) => b.stadium),
    ];
    const venues = buildVenues(ctx, stadiumNames);
    const teams = buildTeams(ctx, venues);
    const games = loadGames(ctx, teams);
    const nflverse = mergeNflverseGames(ctx, teams, games);
    const overtimeByDate = new Map<string, string>();
    const champions = addNflChampionship(ctx, teams, games, venues, overtimeByDate);
    for (const b of bowls) {
      const w = teams.byName(b.season, b.winner);
      if (w) champions.set(b.season, w);
    }
    for (const b of bowls) if (b.overtime) overtimeByDate.set(b.date, b.overtime);
    addSeasonsAndStandings(ctx, teams, games, champions);
    addGames(ctx, games, venues, overtimeByDate);
    nflverse.addDetails(ctx);
    const people = addDraftPlayers(ctx, teams);
    addNflRosters(ctx, teams);
    addNflPlayerStats(ctx, teams);
    addCoaches(ctx);
    addSuperBowls(ctx, bowls, teams, venues, games, (name, season, team) =>
      people.findPlayer(name, season, team),
    );
  },
};
