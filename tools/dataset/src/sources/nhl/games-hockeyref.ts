// NHL games 2021-22..2025-26 with the playoffs (nhl_games_hockeyref_2022_2026, Hockey-Reference schedules): a
// neutral-site game names its arena in the notes; regular season and playoffs are told apart in playoff-rounds.ts.
import type { BuildContext, Row } from '../../model';
import { HREF } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';

export const hockeyRefSource: Row<'sources'> = {
  key: HREF,
  name: 'Hockey-Reference schedule and results (via multisport-elo-lab)',
  url: 'https://github.com/elevation-edge-sports-data/multisport-elo-lab',
  licence: 'No licence file; Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com',
  notes: 'NHL games 2021-22 to 2025-26 including playoffs.',
};

export function readHockeyRef(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const out: NhlGame[] = [];
  for (let endYear = 2022; endYear <= 2026; endYear++) {
    const file = `nhl_games_hockeyref_2022_2026/nhl_${endYear}.csv`;
    const season = endYear - 1;
    ctx.readCsv(file).forEach((r, i) => {
      const line = i + 2;
      const home = fr.modernName.get(r.Home);
      const away = fr.modernName.get(r.Visitor);
      if (!home || !away) {
        ctx.report({ source: HREF, file, line, problem: `unmapped team ${r.Visitor} / ${r.Home}` });
        return;
      }
      if (r.G === '' || r.G_2 === '') {
        ctx.report({ source: HREF, file, line, problem: 'game without a score skipped' });
        return;
      }
      fr.register(season, home, r.Home);
      fr.register(season, away, r.Visitor);
      const at = /^at (.*?)\s*\(([^)]*)\)/.exec(r.Notes ?? '');
      out.push({
        season,
        date: r.Date,
        time: r.Time || null,
        home,
        away,
        homeScore: Number(r.G_2),
        awayScore: Number(r.G),
        overtime: r.col_6 || null,
        noOtPoint: /no point/i.test(r.Notes ?? ''),
        playoff: false,
        stage: null,
        roundRobin: false,
        venueName: at ? at[1] || null : null,
        neutral: !!at,
        attendance: r['Att.'] ? Number(r['Att.']) : null,
        source: HREF,
        file,
        line,
      });
    });
  }
  return out;
}
