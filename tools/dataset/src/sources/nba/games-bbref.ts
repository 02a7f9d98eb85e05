// Basketball-Reference season schedules 2022-23..2025-26 (regular season, NBA Cup, play-in and playoffs) with
// tip time, arena, attendance and the overtime marker.
import type { BuildContext } from '../../model';
import { int, text } from '../../shared/parse';
import type { NbaGame } from './game-types';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

function bbrefDate(s: string): string | null {
  const m = /^\w{3} (\w{3}) (\d{1,2}) (\d{4})$/.exec(s.trim());
  if (!m || !MONTHS[m[1]]) return null;
  return `${m[3]}-${MONTHS[m[1]]}-${m[2].padStart(2, '0')}`;
}

function bbrefTime(s: string): string | null {
  const m = /^(\d{1,2}):(\d{2})([ap])$/.exec(s.trim());
  if (!m) return null;
  let h = Number(m[1]) % 12;
  if (m[3] === 'p') h += 12;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** Appends the Basketball-Reference games to `games`. */
export function readBbrefGames(
  ctx: BuildContext,
  t: TeamsResult,
  abbrOf: (franchise: string, seasonEnd: number, code: string) => string,
  games: NbaGame[],
): void {
  for (const seasonEnd of [2023, 2024, 2025, 2026]) {
    const file = `nba_games_bbref_2023_2026/nba_${seasonEnd}.csv`;
    const rows = ctx.readCsv(file);
    const parsed: NbaGame[] = [];
    rows.forEach((r, i) => {
      const line = i + 2;
      const date = bbrefDate(r.Date);
      const h = t.byName.get(`${seasonEnd}:${r['Home/Neutral']}`);
      const a = t.byName.get(`${seasonEnd}:${r['Visitor/Neutral']}`);
      if (!date || !h || !a) {
        ctx.report({
          source: SRC.bbrefGames,
          file,
          line,
          problem: `unparseable row (date ${r.Date}, teams ${r['Visitor/Neutral']} @ ${r['Home/Neutral']})`,
        });
        return;
      }
      const notes = (r.Notes ?? '').trim();
      const ot = text(r.col_7);
      parsed.push({
        start: seasonEnd - 1,
        date,
        time: bbrefTime(r['Start (ET)'] ?? ''),
        home: h,
        away: a,
        homeAbbr: abbrOf(h, seasonEnd, h),
        awayAbbr: abbrOf(a, seasonEnd, a),
        homeScore: int(r.PTS_2),
        awayScore: int(r.PTS),
        overtime: ot,
        playoff: false,
        playIn: notes === 'Play-In Game',
        cupFinal: false,
        neutral: notes.startsWith('at '),
        arena: text(r.Arena),
        attendance: int(r['Attend.']),
        round: notes === 'Play-In Game' ? 'Play-In' : null,
        source: SRC.bbrefGames,
        file,
        line,
      });
    });
    // Playoffs: every game after the last play-in game. NBA Cup final: the last Cup game (does not count).
    const lastPlayIn = parsed
      .filter((g) => g.playIn)
      .map((g) => g.date)
      .sort()
      .pop();
    for (const g of parsed) if (lastPlayIn && g.date > lastPlayIn) g.playoff = true;
    const cup = rows
      .map((r, i) => ({ r, g: parsed.find((p) => p.line === i + 2) }))
      .filter((x) => x.g && /NBA Cup|In-Season Tournament/.test(x.r.Notes ?? ''));
    if (cup.length) {
      const lastDate = cup
        .map((x) => x.g!.date)
        .sort()
        .pop()!;
      const finals = cup.filter((x) => x.g!.date === lastDate);
      if (finals.length === 1) {
        const g = finals[0].g!;
        g.cupFinal = true;
        g.neutral = true;
        g.round = 'NBA Cup Final';
      }
    }
    games.push(...parsed);
  }
}
