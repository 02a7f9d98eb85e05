// Super Bowl I-LVII from nfl_superbowl/superbowl.csv, LVIII-LX from hand/nfl/super_bowls.csv, winning coaches,
// overtime and the 1977-season co-MVPs from hand/nfl/super_bowl_notes.csv. Checked against spreadspoke's games.
import type { BuildContext } from '../../model';
import { F, S, L, hand, handSource, int, mdy, slugify } from './util';
import type { Game } from './games';
import type { Teams } from './teams';
import type { Venues } from './venues';
import { addResult } from '../../history/results';

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
const roman = (n: number) => {
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
  const notes = new Map(hand(ctx, 'super_bowl_notes.csv').map((r) => [Number(r.number), r]));
  ctx.readCsv(F.superbowl).forEach((r, i) => {
    const m = /^(?:([IVXL]+) \()?(\d+)\)?$/.exec((r.SB ?? '').trim());
    const date = mdy(r.Date ?? '');
    const ws = int(r['Winner Pts']);
    const ls = int(r['Loser Pts']);
    if (!m || !date || ws == null || ls == null) {
      ctx.report({
        source: S.superbowl,
        file: F.superbowl,
        line: i + 2,
        problem: 'Super Bowl row without number/date/scores skipped',
      });
      return;
    }
    const number = Number(m[2]);
    const edition = m[1] ?? String(number); // Super Bowl 50 was branded with Arabic numerals
    if (m[1] && m[1] !== roman(number)) {
      ctx.report({
        source: S.superbowl,
        file: F.superbowl,
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
      source: S.superbowl,
      file: F.superbowl,
      line: i + 2,
      notes: [],
    });
  });
  hand(ctx, 'super_bowls.csv').forEach((r, i) => {
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
    source: S.superbowl,
  });
  const next = Math.max(...bowls.map((b) => b.season)) + 1;
  if (teams.standings.some((s) => s.season === next)) {
    const n = Math.max(...bowls.map((b) => b.number)) + 1;
    ctx.report({
      source: S.spreadspoke,
      file: F.scores,
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
    const persons = b.mvp.map((m) => {
      if (b.mvpId && b.mvp.length === 1) {
        const k = `${L}:person-${b.mvpId}`;
        if (ctx.get('people', k)?.full_name === m) return k;
        ctx.report({
          source: b.source,
          file: 'hand/nfl/super_bowl_notes.csv',
          problem: `MVP id ${b.mvpId} is not ${m} among drafted players`,
        });
        return null;
      }
      return mvpPerson(m, b.season, mvpTeam);
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
