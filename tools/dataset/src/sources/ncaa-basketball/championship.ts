// The NCAA tournament: one result per tournament 1939-2025 from the hand-written championship-games.csv, checked
// against the Kaggle national-final games (1985-2025) and the Sports-Reference NCAA codes 9/8 (1948-2019).
import type { BuildContext } from '../../model';
import { claimAll } from '../../pipeline/claims';
import {
  CHAMPIONSHIP,
  KAGGLE,
  L,
  SR_FILE,
  SR_SEASONS,
  handSourceKey,
  otText,
  readHand,
  seasonKey,
} from './common';
import { championFigure } from './figures';
import type { Final } from './game-types';
import type { Teams } from './teams';
import { addResult } from '../../history/results';

const HAND_FILE = 'hand/ncaa-basketball/championship-games.csv';

export interface HandFinal {
  year: number;
  winner: string;
  winnerName: string;
  winnerScore: number;
  runnerUp: string;
  runnerUpName: string;
  runnerUpScore: number;
  overtime: string | null;
  date: string;
  venue: string;
  city: string;
  state: string;
  mvp: string | null;
  mvpTeam: string | null;
  coach: string;
  record: string | null;
  notes: string | null;
  source: string;
  line: number;
}

export function loadHandFinals(ctx: BuildContext): HandFinal[] {
  return readHand(ctx, 'championship-games.csv').map((r, i) => ({
    year: Number(r.year),
    winner: r.winner,
    winnerName: r.winner_name,
    winnerScore: Number(r.winner_score),
    runnerUp: r.runner_up,
    runnerUpName: r.runner_up_name,
    runnerUpScore: Number(r.runner_up_score),
    overtime: r.overtime || null,
    date: r.game_date,
    venue: r.venue_name,
    city: r.city,
    state: r.state,
    mvp: r.mvp_name || null,
    mvpTeam: r.mvp_team || null,
    coach: r.winner_coach,
    record: r.winner_record || null,
    notes: r.notes || null,
    source: r.source,
    line: i + 2,
  }));
}

export function addChampionship(
  ctx: BuildContext,
  teams: Teams,
  hand: HandFinal[],
  finals: Map<number, Final>,
): void {
  // Titles the NCAA vacated (hand/ncaa-basketball/vacated-titles.csv): shown with the note, not counted.
  const vacated = new Map<number, string>();
  readHand(ctx, 'vacated-titles.csv').forEach((r, i) => {
    const h = hand.find((x) => x.year === Number(r.year));
    if (!h || h.winner !== r.winner)
      ctx.report({
        source: handSourceKey(r.source),
        file: 'hand/ncaa-basketball/vacated-titles.csv',
        line: i + 2,
        problem: `vacated title ${r.year} ${r.winner} is not that year's champion; not applied`,
      });
    else vacated.set(h.year, r.vacated_note);
  });
  ctx.add('championships', {
    key: CHAMPIONSHIP,
    slug: 'ncaa-mens-basketball-tournament',
    league: L,
    name: "NCAA Men's Basketball Tournament",
    official_name: "NCAA Division I Men's Basketball Tournament",
    description:
      "March Madness: the single-elimination tournament that decides the NCAA Division I men's basketball national " +
      'champion, held every year since 1939 except 2020. The field grew from 8 teams to 64 (1985) and 68 (2011).',
    trophy_name: 'NCAA Championship Trophy',
    first_year: 1938,
    last_year: null, // still contested
    format: 'Single-elimination tournament; semifinals and final at the Final Four site',
    source: handSourceKey(hand[0]?.source ?? 'hand'),
  });

  // Sports-Reference codes: 9 = won the national final, 8 = lost it; with the champion's W-L and coach.
  const sr = new Map<number, { champ?: { school: string; wl: string; coach: string }; runner?: string }>();
  for (const r of ctx.readCsv(SR_FILE)) {
    if (r.ncaa_tournament !== '9' && r.ncaa_tournament !== '8') continue;
    const end = Number(r.season.slice(0, 4)) + 1;
    const e = sr.get(end) ?? {};
    if (r.ncaa_tournament === '9') e.champ = { school: r.school, wl: `${r.w}-${r.l}`, coach: r.coaches };
    else e.runner = r.school;
    sr.set(end, e);
  }

  const hp = (h: HandFinal, problem: string) =>
    ctx.report({ source: handSourceKey(h.source), file: HAND_FILE, line: h.line, problem });
  const champion = championFigure(hand.map((h) => handSourceKey(h.source)));
  for (const h of hand) {
    for (const s of [h.winner, h.runnerUp]) if (!teams.schools.has(s)) hp(h, `unknown school ${s}`);
    const code9 = h.year >= 1948 && h.year <= 2019 ? (sr.get(h.year)?.champ?.school ?? null) : null;
    claimAll(ctx, champion, { league: L, key: seasonKey(h.year - 1), label: `${h.year} NCAA tournament` }, [
      { source: handSourceKey(h.source), value: h.winner },
      { source: KAGGLE, value: finals.get(h.year)?.winner ?? null },
      { source: SR_SEASONS, value: code9 },
    ]);
    // Kaggle national final (DayNum 154), 1985 on.
    const k = finals.get(h.year);
    if (k) {
      const same =
        k.winner === h.winner &&
        k.loser === h.runnerUp &&
        k.winnerScore === h.winnerScore &&
        k.loserScore === h.runnerUpScore &&
        otText(k.ot) === h.overtime &&
        k.date === h.date;
      if (!same) {
        hp(
          h,
          `disagrees with Kaggle final ${k.date} ${k.winner} ${k.winnerScore}-${k.loserScore} ${k.loser} ${otText(k.ot) ?? ''}`,
        );
      }
    } else if (h.year >= 1985 && h.year <= Math.max(...finals.keys())) {
      // (a final after the Kaggle files end, e.g. 2026 from data/SOURCES.md recent_results, has nothing to check)
      hp(h, 'no Kaggle DayNum 154 game for this year');
    }
    // Sports-Reference codes, 1948-2019.
    const s = sr.get(h.year);
    if (h.year >= 1948 && h.year <= 2019) {
      if (s?.champ?.school !== h.winner) {
        ctx.report({
          source: SR_SEASONS,
          file: SR_FILE,
          problem: `${h.year}: no code-9 (champion) row for ${h.winner}${s?.champ ? ` (code 9 on ${s.champ.school})` : ''}; hand data (${h.source}) used`,
        });
      }
      if (s?.runner !== h.runnerUp) {
        ctx.report({
          source: SR_SEASONS,
          file: SR_FILE,
          problem: `${h.year}: no code-8 (runner-up) row for ${h.runnerUp}${s?.runner ? ` (code 8 on ${s.runner})` : ''}; hand data (${h.source}) used`,
        });
      }
      if (s?.champ && s.champ.school === h.winner) {
        if (h.record && h.record !== s.champ.wl && h.year !== 2019)
          hp(h, `winner record ${h.record} vs Sports-Reference ${s.champ.wl}`);
        if (s.champ.coach && s.champ.coach !== h.coach) {
          hp(h, `winning coach ${h.coach} vs Sports-Reference season coach ${s.champ.coach}`);
        }
      }
    }
    const srRecord = s?.champ?.school === h.winner && h.year < 2019 ? s.champ.wl : null;
    addResult(ctx, {
      championship: CHAMPIONSHIP,
      year: h.year - 1,
      edition: `${h.year}`,
      winner_team: teams.key(h.winner),
      runner_up_team: teams.key(h.runnerUp),
      winner_name: h.winnerName,
      runner_up_name: h.runnerUpName,
      winner_score: h.winnerScore,
      runner_up_score: h.runnerUpScore,
      overtime: h.overtime,
      game_date: h.date,
      venue_name: h.venue,
      city: h.city,
      state: h.state,
      mvp_name: h.mvp,
      winner_coach_name: h.coach,
      winner_record: h.record ?? srRecord,
      vacated_note: vacated.get(h.year) ?? null,
      notes:
        [h.mvp && h.mvpTeam ? `Most Outstanding Player: ${h.mvp} (${h.mvpTeam})` : null, h.notes]
          .filter(Boolean)
          .join('. ') || null,
      source: handSourceKey(h.source),
    });
  }
}
