// The national awards of the four college leagues (the Heisman, the Hobey Baker, the Golden Spikes, the Naismith and
// Wooden awards, and each NCAA tournament's Most Outstanding Player), from hand files under hand/college/: no raw
// file holds them. One row per winner: the year, the recipient, the school, the position and the pages it was checked
// against. A college league has no player pages, so a winner is a name; the school is linked to its programme when
// the site has it, and named in the row's notes when not ("School: Chicago", the 1935 Heisman). One step per
// league, after the league's teams and seasons.
import type { BuildContext, League, Row, SourceModule } from '../model';
import { claimAll, type Figure } from '../pipeline/claims';
import { table } from '../pipeline/product';
import { coreProducts } from '../pipeline/tables';
import { lazyRows } from '../shared/college-sources';
import { handFileSource, handFileSourceKey } from '../shared/hand-file-source';
import { readHand } from '../shared/hand';
import { int, text } from '../shared/parse';
import { leagueSeasonLabel, seasonKey } from '../shared/season';
import { slugify } from '../shared/slug';

type CollegeAwardLeague = Extract<League, `ncaa-${string}`>;

export interface CollegeAward {
  league: CollegeAwardLeague;
  /** The file under hand/college/. */
  file: string;
  name: string;
  /** The award's word in row keys and slugs. */
  code: string;
  /** The file's year is the year the season ended (hockey, basketball); else the season's own year. */
  yearEndsSeason: boolean;
  /** The tournament's Most Outstanding Player, whom the finals' hand files name too (claimed against them). */
  finalsMvp?: true;
}

export const COLLEGE_AWARDS: readonly CollegeAward[] = [
  {
    league: 'ncaa-football',
    file: 'heisman.csv',
    name: 'Heisman Trophy',
    code: 'heisman',
    yearEndsSeason: false,
  },
  {
    league: 'ncaa-basketball',
    file: 'naismith.csv',
    name: 'Naismith College Player of the Year',
    code: 'naismith',
    yearEndsSeason: true,
  },
  {
    league: 'ncaa-basketball',
    file: 'wooden.csv',
    name: 'John R. Wooden Award',
    code: 'wooden',
    yearEndsSeason: true,
  },
  {
    league: 'ncaa-basketball',
    file: 'final_four_mop.csv',
    name: 'NCAA Tournament Most Outstanding Player',
    code: 'mop',
    yearEndsSeason: true,
    finalsMvp: true,
  },
  {
    league: 'ncaa-baseball',
    file: 'golden_spikes.csv',
    name: 'Golden Spikes Award',
    code: 'golden-spikes',
    yearEndsSeason: false,
  },
  {
    league: 'ncaa-baseball',
    file: 'mcws_mop.csv',
    name: 'College World Series Most Outstanding Player',
    code: 'mop',
    yearEndsSeason: false,
    finalsMvp: true,
  },
  {
    league: 'ncaa-hockey',
    file: 'hobey_baker.csv',
    name: 'Hobey Baker Award',
    code: 'hobey-baker',
    yearEndsSeason: true,
  },
  {
    league: 'ncaa-hockey',
    file: 'frozen_four_mop.csv',
    name: 'Frozen Four Most Outstanding Player',
    code: 'mop',
    yearEndsSeason: true,
    finalsMvp: true,
  },
];

const FOLDER = 'college';

/** The league's programmes by school name (a college team's name is its school's). */
function programmes(ctx: BuildContext, league: League): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of ctx.rows('teams')) if (t.league === league && t.name) out.set(String(t.name), t.key);
  return out;
}

function addAward(ctx: BuildContext, award: CollegeAward, teams: Map<string, string>): void {
  const file = `hand/${FOLDER}/${award.file}`;
  readHand(ctx, FOLDER, award.file).forEach((r, i) => {
    const year = int(r.year);
    const recipient = text(r.recipient);
    if (year === null || !recipient || !text(r.reference)) {
      ctx.report({
        source: 'hand',
        file,
        line: i + 2,
        problem: 'row without a year, recipient or reference skipped',
      });
      return;
    }
    const start = award.yearEndsSeason ? year - 1 : year;
    const school = text(r.school);
    const team = school ? (teams.get(school) ?? null) : null;
    const season = seasonKey(award.league, start);
    const name = slugify(recipient);
    ctx.add('awards', {
      key: `${award.league}:award:${award.code}:${start}:${name}`,
      slug: `${award.league}-${leagueSeasonLabel(award.league, start)}-${award.code}-${name}`,
      name: award.name,
      league: award.league,
      year: start,
      season: ctx.has('seasons', season) ? season : null,
      person: null,
      team,
      recipient_name: recipient,
      notes: [team || !school ? null : `School: ${school}`, text(r.notes)].filter(Boolean).join('; ') || null,
      source: handFileSourceKey(FOLDER, award.file),
    } satisfies Row<'awards'>);
  });
}

/**
 * A tournament's Most Outstanding Player in two hand files: the award's and the finals' (mvp_name, the NCAA records
 * books). Each season where both name one is claimed; the names are compared as sets (1960: three shared it). A
 * final whose file names none takes the award's.
 */
export const TOURNAMENT_MOP: Figure = {
  id: 'college.tournament.mop',
  name: "NCAA tournament Most Outstanding Player: the award's list vs the finals' list",
  precedence: [],
  rule: "The award's list (each row checked against two pages) is shown on the award's page, the finals' list on the championship's; both are hand files.",
  explain: (claims) => {
    const people = claims.map((c) => String(c.value).split('; '));
    const last = (n: string) => n.split(' ').slice(-1)[0];
    const same = people.every((p) => p.map(last).sort().join() === people[0].map(last).sort().join());
    return same ? 'The same players, a first name written in full in one list and short in the other' : null;
  },
};

function claimMops(ctx: BuildContext, award: CollegeAward): void {
  const recipients = new Map<string, string[]>();
  for (const a of ctx.rows('awards'))
    if (a.league === award.league && a.name === award.name && a.season)
      recipients.set(String(a.season), [
        ...(recipients.get(String(a.season)) ?? []),
        String(a.recipient_name),
      ]);
  for (const r of ctx.rows('championship_results')) {
    const listed = recipients.get(String(r.season));
    if (!listed || !String(r.key).startsWith(`${award.league}:`)) continue;
    // The finals' list lacks the MOP of some years (the CWS's 1950-1986): the championship's page names the award's.
    if (!r.mvp_name) {
      Object.assign(r, { mvp_name: listed.join('; ') });
      continue;
    }
    const names = (v: string[]) => [...v].sort().join('; ');
    claimAll(
      ctx,
      TOURNAMENT_MOP,
      { league: award.league, key: `${String(r.season)}:mop`, label: `${award.name}, ${String(r.season)}` },
      [
        { source: String(r.source), value: names(String(r.mvp_name).split(/;\s*/)) },
        { source: handFileSourceKey(FOLDER, award.file), value: names(listed) },
      ],
    );
  }
}

function awardStep(league: CollegeAwardLeague): SourceModule {
  const awards = COLLEGE_AWARDS.filter((a) => a.league === league);
  const sources = lazyRows(() => awards.map((a) => handFileSource(FOLDER, a.file, `${a.name} winners`)));
  return {
    name: `${league}-awards`,
    leagues: [league],
    ...(league === 'ncaa-basketball' ? {} : { group: 'college' }),
    get sources() {
      return sources();
    },
    needs: [...coreProducts, table('teams'), table('seasons'), table('championship_results')],
    // It fills championship_results' mvp_name too; every reader of that table waits for the awards table anyway.
    gives: [table('awards')],
    build(ctx) {
      const teams = programmes(ctx, league);
      for (const a of awards) addAward(ctx, a, teams);
      for (const a of awards) if (a.finalsMvp) claimMops(ctx, a);
    },
  };
}

export const collegeAwardSteps: readonly SourceModule[] = (
  ['ncaa-football', 'ncaa-basketball', 'ncaa-baseball', 'ncaa-hockey'] as const
).map(awardStep);
