// The one way to add a championship result. Every league module calls addResult; this module resolves, in one
// place, the result's key, its season, its title year (the one rule of @trophy-room/domain) and — once every
// league has added its lineage — the name each finalist bore that season.
import type { BuildContext, Row, Sport } from '../model';
import { borneIdentity, type Identity } from './borne-name';
import { editableRows } from './editable';
import { titleYear } from './title-year';

type ResultRow = Row<'championship_results'>;
type Resolved = 'key' | 'championship' | 'season' | 'year' | 'title_year';

/** A result as a league module knows it: the championship, the season's start year, and what the source says. */
export type ResultInput = { championship: string; year: number; source: string } & Omit<
  ResultRow,
  Resolved | 'source'
>;

/** The league key of a championship key ('nfl:super-bowl' → 'nfl'). */
export const leagueOfChampionship = (championship: string) => championship.split(':')[0];

/** The key of a championship's result in the season starting `year`. */
export const resultKey = (championship: string, year: number) => `${championship}:${year}`;

/** The sport of a league key (the core module adds the leagues first). */
export function sportOf(ctx: BuildContext, league: unknown): Sport {
  const l = ctx.get('leagues', String(league));
  if (!l) throw new Error(`unknown league ${String(league)}`);
  return l.sport as Sport;
}

/**
 * Adds one championship_results row: key `<championship>:<start year>`, season `<league>:<start year>` (none for a
 * title won before the league existed), and the title year of the sport's rule. Returns the key. A second result for
 * the same season is reported and ignored.
 */
export function addResult(ctx: BuildContext, r: ResultInput): string {
  const league = leagueOfChampionship(r.championship);
  const key = resultKey(r.championship, r.year);
  // A title won before the league existed (era_note: the pre-NHL Stanley Cups) has no season of the league.
  const season = r.era_note ? null : `${league}:${r.year}`;
  const seasonRow = season ? ctx.get('seasons', season) : undefined;
  const endYear = typeof seasonRow?.end_year === 'number' ? seasonRow.end_year : null;
  ctx.add('championship_results', {
    ...r,
    key,
    season,
    title_year: titleYear(sportOf(ctx, league), { start_year: r.year, end_year: endYear }),
  });
  return key;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** Identities per team key, as the borne-name rule reads them. */
export function identitiesByTeam(ctx: BuildContext): Map<string, Identity[]> {
  const out = new Map<string, Identity[]>();
  for (const i of ctx.rows('team_identities')) {
    const list = out.get(String(i.team)) ?? [];
    list.push({
      first_year: num(i.first_year),
      last_year: num(i.last_year),
      name: String(i.name),
      city: (i.city as string) ?? null,
    });
    out.set(String(i.team), list);
  }
  return out;
}

/**
 * The name a team bore in the season starting `year`, when its lineage records a change of name (more than one
 * identity); a single undated identity knows nothing of the past, so the result's own recorded name stands.
 */
export function borneName(
  identities: Map<string, Identity[]>,
  team: unknown,
  year: number,
): string | undefined {
  const lineage = team ? (identities.get(String(team)) ?? []) : [];
  return lineage.length > 1 ? borneIdentity(lineage, year)?.name : undefined;
}

/**
 * After every league: each result's finalists by the name borne that season, and its title year checked against
 * its season row (a season whose end year breaks the sport's pattern wins, and is reported).
 */
export function resolveResults(ctx: BuildContext): void {
  const identities = identitiesByTeam(ctx);
  for (const r of editableRows(ctx, 'championship_results')) {
    const season = ctx.get('seasons', String(r.season));
    if (!season) continue;
    const start = num(season.start_year)!;
    const label = titleYear(sportOf(ctx, season.league), {
      start_year: start,
      end_year: num(season.end_year),
    });
    if (label !== r.title_year) {
      ctx.report({
        source: 'pipeline',
        file: 'championship_results',
        problem: `${r.key}: title year ${String(r.title_year)} at add time, ${label} from its season row`,
      });
      r.title_year = label;
    }
    r.winner_name = borneName(identities, r.winner_team, start) ?? r.winner_name;
    r.runner_up_name = borneName(identities, r.runner_up_team, start) ?? r.runner_up_name;
  }
}
