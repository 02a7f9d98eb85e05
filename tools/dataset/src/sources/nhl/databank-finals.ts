// Hockey Databank Stanley Cup Finals 1918-2018 (SeriesPost.csv, round SCF), checked against the Teams rows' 'SC'
// (won the Stanley Cup) flag; the challenge-era Finals against PCHA and WCHL champions keep the opponent's name.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { DB, dbFile } from './common';
import type { Coaches } from './databank-coaches';
import type { Franchises } from './franchises';
import { NO_GAME, type FinalResult } from './stanley-cup';

/** Year → tmID of the team whose Teams row is flagged 'SC' (won the Stanley Cup). */
export const cupWinners = (ctx: BuildContext) =>
  new Map(
    ctx
      .readCsv(dbFile('Teams.csv'))
      .filter((t) => t.playoff === 'SC')
      .map((t) => [Number(t.year), t.tmID]),
  );

/**
 * A SeriesPost row's teams with the Stanley Cup winner first: where the Teams flag names the listed loser, only the
 * team columns are reversed (W-L and goals, 3-2 and 15-11 in 1919-20, belong to the Cup winner).
 */
export function cupWinnerFirst(r: Record<string, string>, sc: Map<number, string>) {
  const swapped = r.round === 'SCF' && sc.get(Number(r.year)) === r.tmIDLoser;
  const [wT, wL, lT, lL] = swapped
    ? [r.tmIDLoser, r.lgIDLoser, r.tmIDWinner, r.lgIDWinner]
    : [r.tmIDWinner, r.lgIDWinner, r.tmIDLoser, r.lgIDLoser];
  return { wT, wL, lT, lL, swapped };
}

/** Stanley Cup Finals from SeriesPost (round SCF), checked against Teams' 'SC' (won Stanley Cup) flag. */
export function databankFinals(ctx: BuildContext, fr: Franchises, coaches: Coaches): FinalResult[] {
  const teams = ctx.readCsv(dbFile('Teams.csv'));
  const nameOf = new Map(teams.map((t) => [`${t.year}:${t.lgID}:${t.tmID}`, t.name]));
  const scTeam = cupWinners(ctx);
  const out: FinalResult[] = [];
  ctx.readCsv(dbFile('SeriesPost.csv')).forEach((r, i) => {
    const year = Number(r.year);
    if (r.round !== 'SCF' || year < 1917) return;
    const line = i + 2;
    const [W, L, gW, gL] = [int(r.W)!, int(r.L)!, int(r.GoalsWinner), int(r.GoalsLoser)];
    const T = int(r.T) ?? 0;
    const { wT, wL, lT, lL, swapped } = cupWinnerFirst(r, scTeam);
    if (swapped) {
      ctx.report({
        source: DB,
        file: dbFile('SeriesPost.csv'),
        line,
        problem: `SCF ${year}: winner/loser teams reversed against Teams (${wT} won the Stanley Cup); teams swapped, W-L and goals kept`,
      });
    }
    const wName = nameOf.get(`${year}:${wL}:${wT}`) ?? wT;
    const lName = nameOf.get(`${year}:${lL}:${lT}`) ?? lT;
    const wKey = wL === 'NHL' ? (fr.databankTeam(year, wT) ?? null) : null;
    const lKey = lL === 'NHL' ? (fr.databankTeam(year, lT) ?? null) : null;
    const series = T > 0 ? `${W}-${L}-${T}` : `${W}-${L}`;
    const goals = gW !== null && gL !== null ? `Goals ${gW}-${gL}.` : '';
    if (r.note === 'ND') {
      out.push({
        year,
        winner: null,
        runnerUp: null,
        winnerName: null,
        runnerUpName: null,
        series: null,
        ...NO_GAME,
        source: DB,
        notes: `No champion: the Final between the ${lName} (${lL}) and the ${wName} (${wL}) was abandoned with the series level at ${W}-${L} in games (databank goals ${gW}-${gL} to ${wName}) because of the influenza epidemic; the Stanley Cup was not awarded.`,
      });
      return;
    }
    const cross =
      wL !== 'NHL' || lL !== 'NHL'
        ? `Challenge-era Final between league champions (${wName}, ${wL}; ${lName}, ${lL}).`
        : '';
    out.push({
      year,
      winner: wKey,
      runnerUp: lKey,
      winnerName: wName,
      runnerUpName: lName,
      series,
      ...NO_GAME,
      coach: wKey ? coaches.lastCoach(year, wKey) : null,
      notes:
        [cross, goals, r.note && r.note !== 'ND' ? `databank note ${r.note}` : '']
          .filter(Boolean)
          .join(' ') || null,
      source: DB,
    });
  });
  return out;
}
