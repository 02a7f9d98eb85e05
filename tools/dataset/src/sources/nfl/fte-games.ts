// Source: FiveThirtyEight's NFL Elo games 1920-2020 (nfl_games.csv): every game with date, teams, scores, neutral site
// and playoff flags. Its team codes are franchise ids, which is how ./franchises.ts tells franchises apart.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';

export const FTE_FILE = 'fivethirtyeight_games/nfl_games.csv';
export const FTE: Row<'sources'> = {
  key: 'fivethirtyeight-nfl-elo',
  name: 'FiveThirtyEight NFL Elo game data',
  url: 'https://github.com/fivethirtyeight/nfl-elo-game',
  licence: 'MIT',
  attribution:
    'Data from FiveThirtyEight (fivethirtyeight/nfl-elo-game, MIT, (c) 2021 ABC News Internet Ventures)',
  notes: 'nfl_games.csv: games 1920-2020 incl. playoffs; team codes are franchise ids.',
};

export interface FteGame {
  line: number;
  date: string;
  season: number;
  neutral: boolean;
  playoff: boolean;
  t1: string;
  t2: string;
  s1: number;
  s2: number;
}

export function readFteGames(ctx: BuildContext): FteGame[] {
  const out: FteGame[] = [];
  ctx.readCsv(FTE_FILE).forEach((r, i) => {
    const s1 = int(r.score1);
    const s2 = int(r.score2);
    const season = int(r.season);
    if (s1 == null || s2 == null || season == null || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '')) {
      ctx.report({
        source: FTE.key,
        file: FTE_FILE,
        line: i + 2,
        problem: 'game without date/season/scores skipped',
      });
      return;
    }
    out.push({
      line: i + 2,
      date: r.date,
      season,
      neutral: r.neutral === '1',
      playoff: r.playoff === '1',
      t1: r.team1,
      t2: r.team2,
      s1,
      s2,
    });
  });
  return out;
}
