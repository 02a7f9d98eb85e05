// Team seasons: the one builder of the NFL's team-season rows and season rows (PFR standings, with the home, away,
// division and conference records and streaks derived from the games, and each team's playoff result by era).
import type { BuildContext } from '../../model';
import { deriveRecords, type PlayedGame } from '../../derive';
import type { Game } from './game-types';
import { L } from './league';
import { STANDINGS, STANDINGS_FILE } from './pfr-standings';
import type { Teams } from './team-types';
import { seasonName, seasonSlug } from '../../shared/season';
import { seasonWinPercentage } from '../../shared/win-percentage';

/** Seasons + standings. champions: season -> franchise key of the season's champion. */
export function addSeasonsAndStandings(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  champions: Map<number, string>,
) {
  const seasons = [...new Set(teams.standings.map((s) => s.season))].sort((a, b) => a - b);
  const gamesOf = new Map<number, Game[]>();
  for (const g of games) gamesOf.set(g.season, [...(gamesOf.get(g.season) ?? []), g]);
  for (const season of seasons) {
    const list = (gamesOf.get(season) ?? []).slice().sort((a, b) => a.date.localeCompare(b.date));
    const inProgress = list.some((g) => g.hs == null);
    const rows = teams.standings.filter((s) => s.season === season);
    const final = list.filter((g) => g.hs != null && g.as != null);
    const played: PlayedGame[] = final.map((g) => ({
      date: g.date,
      home: g.home,
      away: g.away,
      homeScore: g.hs!,
      awayScore: g.as!,
      regularSeason: !g.playoff,
    }));
    const derived = deriveRecords(played, (t) => teams.alignment(t, season));
    // playoff results
    const post = new Map<string, Game[]>();
    for (const g of final)
      if (g.playoff) for (const t of [g.home, g.away]) post.set(t, [...(post.get(t) ?? []), g]);
    const mismatched: string[] = [];
    const champ = champions.get(season);
    const updated: string[] = [];
    for (const s of rows) {
      const d = derived.get(s.team);
      // A standings snapshot taken mid-season (2025) gives way to the complete season's games.
      if (d && !inProgress && d.wins + d.losses + d.ties > s.w + s.l + s.t) {
        updated.push(`${s.name} ${s.w}-${s.l}-${s.t} → ${d.wins}-${d.losses}-${d.ties}`);
        Object.assign(s, { w: d.wins, l: d.losses, t: d.ties, pf: d.pointsFor, pa: d.pointsAgainst });
        s.pct = seasonWinPercentage(L, season, { wins: d.wins, losses: d.losses, ties: d.ties });
      }
      const ok = d && d.wins === s.w && d.losses === s.l && d.ties === s.t;
      if (d && !ok)
        mismatched.push(`${s.name} ${s.w}-${s.l}-${s.t} vs games ${d.wins}-${d.losses}-${d.ties}`);
      const al = teams.alignment(s.team, season);
      let result: string | null = null;
      const pg = post.get(s.team);
      if (pg) {
        const last = pg[pg.length - 1];
        const mine = last.home === s.team ? last.hs! : last.as!;
        const theirs = last.home === s.team ? last.as! : last.hs!;
        const won = mine > theirs;
        const round = last.round ?? 'Playoff';
        result = `${won ? 'Won' : 'Lost'} ${round}`;
      }
      // The champion is known from the title game even when this season's standings and games are partial.
      const isChamp = champ === s.team;
      const stats: Record<string, number | string> = { lg: s.league.toUpperCase(), ...s.extra };
      ctx.add('team_seasons', {
        key: `${s.team}:${season}`,
        team: s.team,
        season: `${L}:${season}`,
        name: s.name,
        abbreviation: teams.abbrIn(s.team, season),
        conference: al.conference,
        division: al.division,
        games_played: s.w + s.l + s.t,
        wins: s.w,
        losses: s.l,
        ties: s.t,
        ot_losses: null,
        points: null,
        win_percentage: s.pct,
        games_behind: null,
        rank: null,
        points_for: s.pf,
        points_against: s.pa,
        home_record: ok ? d!.homeRecord : null,
        away_record: ok ? d!.awayRecord : null,
        division_record: ok ? d!.divisionRecord : null,
        conference_record: ok ? d!.conferenceRecord : null,
        streak: ok ? d!.streak : null,
        playoff_result: result ?? (isChamp ? titleWithoutGame(season) : null),
        playoff_position: isChamp ? 'champion' : inProgress ? null : pg ? 'playoffs' : 'eliminated',
        is_champion: isChamp ? true : inProgress ? null : false,
        head_coach_name: null,
        stats,
        derived_from_games: !!ok,
        source: STANDINGS.key,
      });
    }
    const inStandings = new Set(rows.map((s) => s.team));
    const noRow = new Map<string, number>();
    for (const g of list)
      for (const t of [g.home, g.away]) if (!inStandings.has(t)) noRow.set(t, (noRow.get(t) ?? 0) + 1);
    for (const [t, n] of [...noRow].sort()) {
      ctx.report({
        source: STANDINGS.key,
        file: STANDINGS_FILE,
        problem: `${season}: ${t} plays ${n} game(s) but has no standings row (missing from the PFR file)`,
      });
    }
    if (updated.length)
      ctx.report({
        source: STANDINGS.key,
        file: STANDINGS_FILE,
        problem: `${season}: the standings file stops mid-season; W-L-T and points of ${updated.length} team(s) computed from the complete season's games: ${updated.join('; ')}`,
      });
    if (mismatched.length) {
      ctx.report({
        source: STANDINGS.key,
        file: STANDINGS_FILE,
        problem: `${season}${inProgress ? ' (season in progress)' : ''}: W-L-T from the games differs from the standings for ${mismatched.length} team(s), so their home/away/division/conference records and streak are left blank: ${mismatched.join('; ')}`,
      });
    }
    const regular = list.filter((g) => !g.playoff);
    const playoffs = list.filter((g) => g.playoff);
    const nflRows = rows.filter((s) => s.family === 'NFL');
    const counts = new Map<number, number>();
    for (const s of nflRows) counts.set(s.w + s.l + s.t, (counts.get(s.w + s.l + s.t) ?? 0) + 1);
    const mode = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
    const lastDate = list.length ? list[list.length - 1].date : null;
    ctx.add('seasons', {
      key: `${L}:${season}`,
      slug: seasonSlug(L, season),
      league: L,
      start_year: season,
      end_year: inProgress ? season + 1 : lastDate ? Number(lastDate.slice(0, 4)) : season,
      name: seasonName(L, season, 'NFL'),
      regular_season_start: regular[0]?.date ?? null,
      regular_season_end: inProgress ? null : (regular[regular.length - 1]?.date ?? null),
      playoffs_start: playoffs[0]?.date ?? null,
      playoffs_end: inProgress ? null : (playoffs[playoffs.length - 1]?.date ?? null),
      teams_count: rows.length,
      games_count: list.length,
      regular_season_games: inProgress || season < 1936 ? null : mode,
      playoffs_format: null,
      champion_team: champions.get(season) ?? null,
      source: STANDINGS.key,
    });
  }
}

/**
 * A champion whose title game the data does not hold, labelled as its era decided it: by the standings until 1931,
 * by the league's first playoff game in 1932, by the NFL Championship Game until 1965, by the Super Bowl since.
 */
export function titleWithoutGame(season: number): string {
  if (season <= 1931) return 'NFL Champion (by the standings)';
  if (season === 1932) return 'Won NFL Championship (playoff game)';
  return season < 1966 ? 'Won NFL Championship' : 'Won Super Bowl';
}
