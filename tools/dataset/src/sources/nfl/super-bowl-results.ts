// Super Bowl results and MVP awards: the one builder of the Super Bowl's championship results, each checked against
// the game files, with the MVP joined to his drafted player where that is certain.
import type { BuildContext } from '../../model';
import { addResult } from '../../history/results';
import { slugify } from '../../shared/slug';
import type { Game } from './game-types';
import { L } from './league';
import { SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import { SUPERBOWL, roman, type SuperBowl } from './superbowl';
import type { Teams } from './team-types';
import type { Venues } from './venues';

export function addSuperBowls(
  ctx: BuildContext,
  bowls: SuperBowl[],
  teams: Teams,
  venues: Venues,
  games: Game[],
  mvpPerson: (name: string, season: number, team: string | null) => string | null,
) {
  ctx.add('championships', {
    key: `${L}:super-bowl`,
    slug: 'super-bowl',
    league: L,
    name: 'Super Bowl',
    official_name: 'Super Bowl',
    description:
      'The NFL championship game, played between the AFC and NFC champions (AFL and NFL champions before the 1970 merger).',
    trophy_name: 'Vince Lombardi Trophy',
    first_year: 1966,
    last_year: null, // still contested
    format: 'Single game at a predetermined neutral site',
    source: SUPERBOWL.key,
  });
  const next = Math.max(...bowls.map((b) => b.season)) + 1;
  if (teams.standings.some((s) => s.season === next)) {
    const n = Math.max(...bowls.map((b) => b.number)) + 1;
    ctx.report({
      source: SPREADSPOKE.key,
      file: SPREADSPOKE_FILES.scores,
      problem: `Super Bowl ${roman(n)} (${next} season) is in no source file (spreadspoke ends in week 5 of ${next}); left out`,
    });
  }
  for (const b of bowls) {
    const w = teams.byName(b.season, b.winner);
    const l = teams.byName(b.season, b.loser);
    if (!w || !l) {
      ctx.report({
        source: b.source,
        file: b.file,
        line: b.line,
        problem: `team '${!w ? b.winner : b.loser}' not found; result kept without team reference`,
      });
    }
    // cross-check against the game file
    const g = games.find((x) => x.round === 'Super Bowl' && x.season === b.season);
    if (g && g.hs != null) {
      const gw = g.hs > g.as! ? g.home : g.away;
      const scores = [g.hs, g.as!].sort((x, y) => y - x).join('-');
      if (gw !== w || scores !== `${b.winnerScore}-${b.loserScore}` || g.date !== b.date) {
        ctx.report({
          source: b.source,
          file: b.file,
          line: b.line,
          problem: `Super Bowl ${b.edition} differs from the game file (${g.date} ${scores}, winner ${gw})`,
        });
      }
    } else {
      ctx.report({
        source: b.source,
        file: b.file,
        line: b.line,
        problem: `Super Bowl ${b.edition} not found among the games`,
      });
    }
    const ws = w ? teams.standing(w, b.season) : undefined;
    const venue = venues.key(b.stadium);
    const mvpTeam = b.mvpTeam ? teams.byName(b.season, b.mvpTeam) : w;
    // The MVP: by his PFR id among the drafted players, else by name on his team that season (the rosters).
    const persons = b.mvp.map((m) => {
      if (b.mvpId && b.mvp.length === 1) {
        const k = `${L}:person-${b.mvpId}`;
        if (ctx.get('people', k)?.full_name === m) return k;
      }
      const found = mvpPerson(m, b.season, mvpTeam);
      if (!found)
        ctx.report({
          source: b.source,
          file: 'hand/nfl/super_bowl_notes.csv',
          problem: `MVP ${m}${b.mvpId ? ` (id ${b.mvpId})` : ''} is not among the players of ${mvpTeam ?? 'his team'} in ${b.season}`,
        });
      return found;
    });
    addResult(ctx, {
      championship: `${L}:super-bowl`,
      year: b.season,
      edition: b.edition,
      winner_team: w,
      runner_up_team: l,
      winner_name: b.winner,
      runner_up_name: b.loser,
      winner_score: b.winnerScore,
      runner_up_score: b.loserScore,
      series_result: null,
      overtime: b.overtime,
      game_date: b.date,
      venue,
      venue_name: b.stadium,
      city: b.city,
      state: b.state,
      mvp_name: b.mvp.join(', ') || null,
      mvp_person: b.mvp.length === 1 ? persons[0] : null,
      winner_coach_name: b.coach,
      // A season whose games are not all played yet has partial standings: no record rather than a wrong one.
      winner_record:
        ws && !games.some((x) => x.season === b.season && x.hs == null)
          ? ws.t
            ? `${ws.w}-${ws.l}-${ws.t}`
            : `${ws.w}-${ws.l}`
          : null,
      notes: b.mvp.length > 1 ? `Co-MVPs: ${b.mvp.join(' and ')}` : null,
      source: b.source,
    });
    b.mvp.forEach((m, i) => {
      ctx.add('awards', {
        key: `${L}:award:super-bowl-mvp:${b.season}:${slugify(m)}`,
        slug: `super-bowl-${slugify(b.edition)}-mvp-${slugify(m)}`,
        name: 'Super Bowl MVP',
        league: L,
        year: b.season,
        season: `${L}:${b.season}`,
        person: persons[i],
        team: mvpTeam,
        recipient_name: m,
        notes: `Super Bowl ${b.edition}${b.mvp.length > 1 ? ' (co-MVP)' : ''}`,
        source: b.source,
      });
    });
  }
}
