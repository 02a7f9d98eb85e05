// Where the FiveThirtyEight games were played. nba_elo lists team1 as home and flags only 121 games neutral, but
// FiveThirtyEight's nba_all_elo notes about 1,900 NBA games "at <place>" away from the listed home team's arena:
// regional "home" games (the Warriors at Hershey, the Celtics at Providence) and doubleheaders at a third city.
// There, team1 is not reliably the host (the Warriors' Hershey home game of 1962-03-02 has the Knicks as team1).
// So a game noted at a place outside the listed home team's city is a neutral-site game; where a hand-checked
// reference names the host (hand/nba/game_sites.csv), its home team and arena are set from it. A game nba_all_elo
// notes as a "Tiebreaker" (a game for a playoff place, 1948-1975) is marked so: it is not a game of the series the
// same two teams then played (1956: St. Louis beat Minneapolis in a tiebreaker, then 2-1 in the semifinals).
import { join } from 'node:path';
import { NBA_TIEBREAKER } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import type { NbaGame } from './game-types';
import { splitTeamName } from './keys';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

const ALL_ELO = 'fivethirtyeight_games/nba_all_elo.csv';
const HAND = 'hand/nba/game_sites.csv';

const pairKey = (date: string, a: string, b: string) => `${date}|${[a, b].sort().join('|')}`;

/** 'at Hershey PA' → 'Hershey'; 'at Hartford, CT' → 'Hartford'; 'at Tokyo, Japan (…)' → 'Tokyo'. */
export function placeOfNote(note: string): string | null {
  const m = /^at (.+)$/.exec(note.trim());
  if (!m) return null;
  return m[1]
    .replace(/\s*\(.*\)$/, '')
    .split(',')[0]
    .replace(/ [A-Z]{2}$/, '')
    .trim();
}

export function applyGameSites(ctx: BuildContext, t: TeamsResult, games: NbaGame[]): void {
  const place = new Map<string, string>();
  const tiebreakers = new Set<string>();
  for (const r of ctx.readCsv(ALL_ELO)) {
    if (r.lg_id !== 'NBA') continue;
    const p = placeOfNote(r.notes ?? '');
    const seasonEnd = Number(r.year_id);
    const a = t.fr.lookup(r.team_id, seasonEnd);
    const b = t.fr.lookup(r.opp_id, seasonEnd);
    if (!a || !b) continue;
    if (p) place.set(pairKey(r.date_game, a.franchise, b.franchise), p);
    if ((r.notes ?? '').trim() === NBA_TIEBREAKER)
      tiebreakers.add(pairKey(r.date_game, a.franchise, b.franchise));
  }
  const byPair = new Map<string, NbaGame[]>();
  for (const g of games) {
    const k = pairKey(g.date, g.home, g.away);
    byPair.set(k, [...(byPair.get(k) ?? []), g]);
    if (g.playoff && tiebreakers.has(k)) g.round = NBA_TIEBREAKER;
    if (g.source !== SRC.elo || g.neutral) continue;
    const p = place.get(k);
    const city = splitTeamName(t.summaries.get(`${g.home}:${g.start + 1}`)?.name ?? '').city ?? '';
    if (p && !(city && (p.includes(city) || city.includes(p)))) g.neutral = true;
  }
  ctx.readCsv(join(ctx.handDir, 'nba/game_sites.csv')).forEach((h, i) => {
    const found = byPair.get(pairKey(h.date, h.home, h.away)) ?? [];
    if (found.length !== 1) {
      ctx.report({
        source: SRC.handSites,
        file: HAND,
        line: i + 2,
        problem: `${found.length} games match; not applied`,
      });
      return;
    }
    const g = found[0];
    if (g.home !== h.home) {
      ctx.report({
        source: g.source,
        file: g.file,
        line: g.line,
        problem: `${g.date}: the source lists ${g.home} as home; ${h.home} was the host (${HAND}), home and away swapped`,
      });
      [g.home, g.away] = [g.away, g.home];
      [g.homeAbbr, g.awayAbbr] = [g.awayAbbr, g.homeAbbr];
      [g.homeScore, g.awayScore] = [g.awayScore, g.homeScore];
    }
    g.arena = h.venue_name;
  });
}
