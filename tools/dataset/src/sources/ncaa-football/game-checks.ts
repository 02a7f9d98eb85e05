// What the games are checked against: each derived record against the sum of the season's head coaches' records in
// CollegeFootballData's 1886-2023 coach export, each national champion's season against its record in the champions
// list, and each BCS and CFP title game against the list's score.
import type { BuildContext } from '../../model';
import { type School, collegeTeamKey } from '../../shared/college';
import { parseRecord } from '../../shared/college-final';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { CFB_CHAMPIONSHIP } from './champions';
import { CHAMPION_RECORD, COACH_SUM_RECORD, TITLE_GAME_SCORE } from './figures';
import { CFBDW_LAST, type Tally } from './games';
import { L, SRC_CFBD_COACH_HISTORY } from './sources';

const COACHES_FILE = 'cfb_coaches_cfbd_1886_2023/coaches.csv';

const wlt = (w: number, l: number, t: number) => `${w}-${l}-${t}`;

/**
 * Why a season's games and its coaches' sum differ, from the two records: a different number of games (a game one
 * side counts and the other does not: a game against a club or service side, a coach CFBD leaves out, a spring game
 * counted in another season), the same games with results moved between wins, losses and ties (a forfeit or a
 * vacated game, which CFBD counts as the record books do, or a tie counted apart).
 */
export function coachSumReason(g: [number, number, number], c: [number, number, number]): string {
  const [gn, cn] = [g[0] + g[1] + g[2], c[0] + c[1] + c[2]];
  if (gn > cn)
    return `the games hold ${gn - cn} game(s) more than CFBD's coaches count (${gn} vs ${cn}): games CFBD does not count (against club, service or lower-division sides) or a coach it leaves out`;
  if (gn < cn)
    return `CFBD's coaches count ${cn - gn} game(s) more than the file holds (${cn} vs ${gn}): games the file lacks or places in another season`;
  if (g[2] !== c[2] && g[0] + g[2] / 2 === c[0] + c[2] / 2)
    return `the same ${gn} games, ${Math.abs(g[2] - c[2])} tie(s) counted apart: a tie in one is a win and a loss split in the other`;
  if (g[2] !== c[2])
    return `the same ${gn} games with ${g[2]} tie(s) in the games and ${c[2]} in CFBD's sum: a tie counted as a decision (forfeit or vacated) in one`;
  return `the same ${gn} games, ${Math.abs(g[0] - c[0])} win(s) a loss in the other: a forfeit or a vacated game, counted as the record books do in CFBD's sum and as played in the games`;
}

/** The derived records of 1869-2015 claimed against the sum of each school-season's head coaches' records. */
export function claimCoachSums(
  ctx: BuildContext,
  schools: Map<string, School>,
  tallies: Map<string, Tally>,
): number {
  const sums = new Map<string, [number, number, number]>();
  for (const r of ctx.readCsv(COACHES_FILE)) {
    const s = schools.get(text(r.team) ?? '');
    const year = int(r.year);
    const [g, w, l] = [int(r.games), int(r.wins), int(r.losses)];
    if (!s || year === null || year > CFBDW_LAST || g === null || w === null || l === null || g === 0)
      continue;
    const k = `${collegeTeamKey(L, s.school)}:${year}`;
    const sum = sums.get(k) ?? [0, 0, 0];
    // A glitch row with fewer games than wins plus losses has no ties.
    sums.set(k, [sum[0] + w, sum[1] + l, sum[2] + Math.max(0, g - w - l)]);
  }
  let n = 0;
  for (const [k, c] of [...sums].sort((a, b) => a[0].localeCompare(b[0]))) {
    const t = tallies.get(k);
    if (!t?.whole) continue;
    const g: [number, number, number] = [t.w, t.l, t.t];
    const same = wlt(...g) === wlt(...c);
    const subject = {
      figure: COACH_SUM_RECORD,
      league: L,
      subject: k,
      label: `${t.school} ${t.season}`,
    } as const;
    ctx.claim({
      ...subject,
      source: t.source,
      value: wlt(...g),
      note: same ? undefined : coachSumReason(g, c),
    });
    ctx.claim({ ...subject, source: SRC_CFBD_COACH_HISTORY, value: wlt(...c) });
    n++;
  }
  return n;
}

/**
 * Every national champion of a season with games: its team season exists with the record of its games (claimed
 * against the list's record), and a title game the list scores is claimed against its game row.
 */
export function checkChampions(ctx: BuildContext, p: Pending, tallies: Map<string, Tally>): number {
  const games = ctx.rows('games').filter((g) => g.championship === CFB_CHAMPIONSHIP);
  let missing = 0;
  for (const r of ctx.rows('championship_results')) {
    if (r.championship !== CFB_CHAMPIONSHIP) continue;
    const year = Number(r.year);
    const key = `${String(r.winner_team)}:${year}`;
    const t = tallies.get(key);
    const ts = p.get('team_seasons', key);
    if (t && (!ts || typeof ts.wins !== 'number')) {
      missing++;
      ctx.report({
        source: 'pipeline',
        file: 'hand/college/cfb_champions.csv',
        problem: `${String(r.winner_name)} ${year}: champion with games but no record`,
      });
    }
    const rec = parseRecord(text(r.winner_record as string));
    // CFBD's games of 2016-2025 lack those against FCS opponents: no whole record to check the list's against.
    if (t?.whole && rec) {
      const subject = {
        figure: CHAMPION_RECORD,
        league: L,
        subject: key,
        label: `${String(r.winner_name)} ${year} (national champion)`,
      } as const;
      ctx.claim({
        ...subject,
        source: t.source,
        value: wlt(t.w, t.l, t.t),
      });
      ctx.claim({ ...subject, source: String(r.source), value: wlt(rec.wins, rec.losses, rec.ties) });
    }
    if (r.runner_up_team == null || r.winner_score == null) continue;
    const teams = [String(r.winner_team), String(r.runner_up_team)].sort().join('|');
    const game = games.find(
      (g) =>
        g.season === r.season &&
        [String(g.home_team), String(g.away_team)].sort().join('|') === teams &&
        // The same day: a game row is on its local day (CFBD's: cfbdLocalDate, CFBDW's or the list's own).
        g.game_date === r.game_date,
    );
    if (!game) continue;
    const score = (winner: unknown, ws: unknown, rs: unknown) =>
      [`${String(r.winner_name)} ${String(ws)}`, `${String(r.runner_up_name)} ${String(rs)}`].join(', ') +
      (winner === r.winner_team ? '' : ' (other winner)');
    const homeWon = Number(game.home_score) > Number(game.away_score);
    const gWinner = homeWon ? game.home_team : game.away_team;
    const [gw, gr] = homeWon ? [game.home_score, game.away_score] : [game.away_score, game.home_score];
    const subject = {
      figure: TITLE_GAME_SCORE,
      league: L,
      subject: String(r.key),
      label: `${year} title game`,
    } as const;
    ctx.claim({
      ...subject,
      source: String(r.source),
      value: score(r.winner_team, r.winner_score, r.runner_up_score),
    });
    ctx.claim({
      ...subject,
      source: String(game.source),
      value: score(gWinner, gw, gr),
    });
  }
  // Every champion of a season with games has its record from them; one without is reported above, by name.
  return missing;
}
