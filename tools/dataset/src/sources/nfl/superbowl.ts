// Source: the Super Bowl dataset (Kaggle, via SeBorromeo/DS-project1-superbowls): Super Bowl I-LVII from
// nfl_superbowl/superbowl.csv, LVIII-LX from hand/nfl/super_bowls.csv, winning coaches, overtime and the 1977-season
// co-MVPs from hand/nfl/super_bowl_notes.csv. Read → one SuperBowl per game (./super-bowl-results.ts adds the rows).
import type { BuildContext, Row } from '../../model';
import { readHand } from '../../shared/hand';
import { int } from '../../shared/parse';
import { L, handSource, mdy } from './league';

export const SUPERBOWL_FILE = 'nfl_superbowl/superbowl.csv';
export const SUPERBOWL: Row<'sources'> = {
  key: 'nfl-superbowl-dataset',
  name: 'Super Bowl dataset (Kaggle)',
  url: 'https://github.com/SeBorromeo/DS-project1-superbowls',
  licence: 'No licence stated',
  attribution: 'Super Bowl results via SeBorromeo/DS-project1-superbowls (Kaggle Super Bowl dataset)',
  notes: 'superbowl.csv: Super Bowl I-LVII.',
};

export interface SuperBowl {
  number: number;
  edition: string;
  season: number;
  date: string;
  winner: string;
  winnerScore: number;
  loser: string;
  loserScore: number;
  overtime: string | null;
  mvp: string[];
  stadium: string;
  city: string;
  state: string;
  coach: string | null;
  mvpTeam: string | null;
  /** PFR id of the MVP among drafted players when the MVP won for a team other than the one that drafted him. */
  mvpId: string | null;
  source: string;
  file: string;
  line: number;
  notes: string[];
}

const ROMAN: [number, string][] = [
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];
export const roman = (n: number) => {
  let s = '';
  for (const [v, r] of ROMAN)
    while (n >= v) {
      s += r;
      n -= v;
    }
  return s;
};

export function loadSuperBowls(ctx: BuildContext): SuperBowl[] {
  const out: SuperBowl[] = [];
  const notes = new Map(readHand(ctx, L, 'super_bowl_notes.csv').map((r) => [Number(r.number), r]));
  ctx.readCsv(SUPERBOWL_FILE).forEach((r, i) => {
    const m = /^(?:([IVXL]+) \()?(\d+)\)?$/.exec((r.SB ?? '').trim());
    const date = mdy(r.Date ?? '');
    const ws = int(r['Winner Pts']);
    const ls = int(r['Loser Pts']);
    if (!m || !date || ws == null || ls == null) {
      ctx.report({
        source: SUPERBOWL.key,
        file: SUPERBOWL_FILE,
        line: i + 2,
        problem: 'Super Bowl row without number/date/scores skipped',
      });
      return;
    }
    const number = Number(m[2]);
    const edition = m[1] ?? String(number); // Super Bowl 50 was branded with Arabic numerals
    if (m[1] && m[1] !== roman(number)) {
      ctx.report({
        source: SUPERBOWL.key,
        file: SUPERBOWL_FILE,
        line: i + 2,
        problem: `numeral ${m[1]} does not match number ${number}`,
      });
    }
    out.push({
      number,
      edition,
      season: Number(date.slice(0, 4)) - 1,
      date,
      winner: r.Winner.trim(),
      winnerScore: ws,
      loser: r.Loser.trim(),
      loserScore: ls,
      overtime: null,
      mvp: [(r.MVP ?? '').trim()].filter(Boolean),
      stadium: r.Stadium.trim(),
      city: r.City.trim(),
      state: r.State.trim(),
      coach: null,
      mvpTeam: null,
      mvpId: null,
      source: SUPERBOWL.key,
      file: SUPERBOWL_FILE,
      line: i + 2,
      notes: [],
    });
  });
  readHand(ctx, L, 'super_bowls.csv').forEach((r, i) => {
    const number = Number(r.number);
    if (out.some((b) => b.number === number)) {
      ctx.report({
        source: 'hand',
        file: 'hand/nfl/super_bowls.csv',
        line: i + 2,
        problem: `Super Bowl ${number} also in the raw file; hand row ignored`,
      });
      return;
    }
    out.push({
      number,
      edition: r.edition,
      season: Number(r.game_date.slice(0, 4)) - 1,
      date: r.game_date,
      winner: r.winner_name,
      winnerScore: Number(r.winner_score),
      loser: r.runner_up_name,
      loserScore: Number(r.runner_up_score),
      overtime: r.overtime || null,
      mvp: [r.mvp_name].filter(Boolean),
      stadium: r.venue_name,
      city: r.city,
      state: r.state,
      coach: null,
      mvpTeam: null,
      mvpId: null,
      source: handSource(ctx, r.source),
      file: 'hand/nfl/super_bowls.csv',
      line: i + 2,
      notes: [],
    });
  });
  for (const b of out) {
    const n = notes.get(b.number);
    if (!n) continue;
    handSource(ctx, n.source);
    b.coach = n.winner_coach_name || null;
    b.mvpTeam = n.mvp_team || null;
    b.mvpId = n.mvp_pfr_id || null;
    if (n.overtime) b.overtime = n.overtime;
    if (n.mvp_name) {
      const fixed = n.mvp_name.split(',').map((x) => x.trim());
      if (fixed.join('') !== b.mvp.join('')) {
        ctx.report({
          source: b.source,
          file: b.file,
          line: b.line,
          problem: `MVP '${b.mvp.join('')}' corrected to '${fixed.join(', ')}' (co-MVPs; ${n.source})`,
        });
      } else if (fixed.join(', ') !== b.mvp.join(', ')) {
        ctx.report({
          source: b.source,
          file: b.file,
          line: b.line,
          problem: `MVP field '${b.mvp.join('')}' holds two co-MVPs run together; split into '${fixed.join(', ')}' (${n.source})`,
        });
      }
      b.mvp = fixed;
    }
    b.notes.push(`winning coach, overtime: ${n.source}`);
  }
  return out.sort((a, b) => a.number - b.number);
}
