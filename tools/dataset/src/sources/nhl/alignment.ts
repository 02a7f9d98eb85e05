// Conferences and divisions, and each team's membership by season: the databank's Teams rows to 2017-18, the
// 2018-19 and 2019-20 alignment from nhl_games_2018_2021/nhl_teams.csv, and hand/nhl/alignment.csv from 2020-21.
import type { BuildContext } from '../../model';
import { slugify } from '../../shared/slug';
import { DB, dbFile, HAND, HSA, readHand } from './common';

export interface Group {
  conference: string | null;
  division: string | null;
}

const confCodes = ['CC', 'WA', 'EC', 'WC'];
const tempDivisions: Record<string, string> = {
  N20: 'North Division (2020-21)',
  E20: 'East Division (2020-21)',
  C20: 'Central Division (2020-21)',
  W20: 'West Division (2020-21)',
};

/** (year, team key) → its conference and division keys; adds the conferences and divisions rows. */
export function buildAlignment(
  ctx: BuildContext,
  teamOf: (franchID: string) => string | undefined,
  modernName: Map<string, string>,
): (year: number, team: string) => Group {
  const teamsCsv = ctx.readCsv(dbFile('Teams.csv'));
  const maxDbYear = Math.max(...teamsCsv.map((r) => Number(r.year)));
  const dbGroup = new Map<string, Group>();
  for (const r of teamsCsv) {
    const key = teamOf(r.franchID);
    if (key && r.lgID === 'NHL')
      dbGroup.set(`${r.year}:${key}`, {
        conference: r.confID ? `nhl:conf:${r.confID}` : null,
        division: r.divID ? `nhl:div:${r.divID}` : null,
      });
  }

  // 2018-19 and 2019-20: the 2013-2020 alignment (Arizona still in the Pacific).
  const handGroup = new Map<string, Group>();
  const divCode: Record<string, string> = {
    Atlantic: 'AT',
    Metropolitan: 'ME',
    Central: 'CE',
    Pacific: 'PC',
  };
  const confCode: Record<string, string> = { 'Eastern Conference': 'EC', 'Western Conference': 'WC' };
  ctx.readCsv('nhl_games_2018_2021/nhl_teams.csv').forEach((r, i) => {
    const key = modernName.get(r['Team Name']);
    const c = confCode[r.Conference];
    const d = divCode[r.Division];
    if (!key || !c || !d) {
      ctx.report({
        source: HSA,
        file: 'nhl_games_2018_2021/nhl_teams.csv',
        line: i + 2,
        problem: `unmapped team/conference/division ${r['Team Name']}`,
      });
      return;
    }
    const g = { conference: `nhl:conf:${c}`, division: `nhl:div:${d}` };
    const prev = dbGroup.get(`${maxDbYear}:${key}`);
    if (prev && (prev.conference !== g.conference || prev.division !== g.division)) {
      ctx.report({
        source: HSA,
        file: 'nhl_games_2018_2021/nhl_teams.csv',
        line: i + 2,
        problem: `${r['Team Name']} alignment differs from databank ${maxDbYear}`,
      });
    }
    for (const y of [2018, 2019]) handGroup.set(`${y}:${key}`, g);
  });
  for (const a of readHand(ctx, 'alignment.csv')) {
    for (let y = Number(a.first_year); y <= Number(a.last_year); y++) {
      handGroup.set(`${y}:${a.team}`, {
        conference: a.conference ? `nhl:conf:${a.conference}` : null,
        division: a.division ? `nhl:div:${a.division}` : null,
      });
    }
  }

  const names = new Map(ctx.readCsv(dbFile('abbrev.csv')).map((r) => [`${r.Type}:${r.Code}`, r.Fullname]));
  for (const c of confCodes) {
    const name = names.get(`Conference:${c}`)!;
    ctx.add('conferences', {
      key: `nhl:conf:${c}`,
      slug: `nhl-${slugify(name)}`,
      name,
      abbreviation: c,
      league: 'nhl',
      source: DB,
    });
  }
  const divConf = new Map<string, string | null>();
  for (const r of teamsCsv) {
    if (r.lgID === 'NHL' && r.divID) divConf.set(r.divID, r.confID ? `nhl:conf:${r.confID}` : null);
  }
  for (const [d, conf] of [...divConf].sort()) {
    const name = names.get(`Division:${d}`) ?? d;
    ctx.add('divisions', {
      key: `nhl:div:${d}`,
      slug: `nhl-${slugify(name)}`,
      name,
      league: 'nhl',
      conference: conf,
      source: DB,
    });
  }
  for (const [d, name] of Object.entries(tempDivisions)) {
    ctx.add('divisions', {
      key: `nhl:div:${d}`,
      slug: `nhl-${slugify(name)}`,
      name,
      league: 'nhl',
      conference: null,
      source: HAND,
    });
  }
  return (year, team) =>
    dbGroup.get(`${year}:${team}`) ??
    handGroup.get(`${year}:${team}`) ?? { conference: null, division: null };
}
