// Roster entries (player-team-season, NBA/BAA) from Basketball-Reference's player season list, with games and starts
// from the season totals; a traded player's combined 2TM/TOT row is skipped, his per-team rows kept.
import type { BuildContext } from '../../model';
import { text } from '../../shared/parse';
import { BBREF, personKey, seasonKey, teamKey } from './keys';
import type { PeopleResult } from './players';
import type { TeamsResult } from './teams';

export interface RosterRow {
  key: string;
  pid: string;
  fr: string;
  seasonEnd: number;
  pos: string | null;
}

export function readRosters(
  ctx: BuildContext,
  t: TeamsResult,
  known: Set<string>,
): { teamsOf: PeopleResult['teamsOf']; rosterRows: RosterRow[] } {
  const psiFile = 'nba_bbref/player_season_info.csv';
  const teamsOf = new Map<string, string[]>();
  const rosterRows: RosterRow[] = [];
  let abaRoster = 0;
  let multi = 0;
  ctx.readCsv(psiFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaRoster++;
      return;
    }
    if (/^\d+TM$/.test(r.team) || r.team === 'TOT') {
      multi++;
      return;
    }
    const pid = text(r.player_id);
    const seasonEnd = Number(r.season);
    const m = t.fr.lookup(r.team, seasonEnd);
    if (!pid || !known.has(pid) || !m) {
      ctx.report({
        source: BBREF,
        file: psiFile,
        line: i + 2,
        problem: `unknown player ${r.player_id} or team ${r.team} ${r.season}`,
      });
      return;
    }
    const k = `${pid}:${seasonEnd}`;
    const l = teamsOf.get(k) ?? [];
    if (!l.includes(m.franchise)) l.push(m.franchise);
    teamsOf.set(k, l);
    rosterRows.push({
      key: `nba:re:${pid}:${seasonEnd - 1}:${m.franchise}`,
      pid,
      fr: m.franchise,
      seasonEnd,
      pos: text(r.pos),
    });
  });
  if (abaRoster)
    ctx.report({
      source: BBREF,
      file: psiFile,
      problem: `${abaRoster} ABA player-seasons omitted from roster_entries`,
    });
  if (multi)
    ctx.report({
      source: BBREF,
      file: psiFile,
      problem: `${multi} multi-team aggregate rows (2TM, 3TM ...) skipped; the per-team rows are kept`,
    });
  return { teamsOf, rosterRows };
}

/** The roster entry row. */
export function addRosterEntries(
  ctx: BuildContext,
  rosterRows: RosterRow[],
  gamesOf: Map<string, { g: number | null; gs: number | null }>,
): void {
  for (const e of rosterRows) {
    const gm = gamesOf.get(`${e.pid}:${e.seasonEnd}:${e.fr}`);
    ctx.add('roster_entries', {
      key: e.key,
      player: personKey(e.pid),
      team: teamKey(e.fr),
      season: seasonKey(e.seasonEnd - 1),
      position: e.pos,
      games: gm?.g ?? null,
      games_started: gm?.gs ?? null,
      source: BBREF,
    });
  }
}
