// Conferences, divisions and each franchise's alignment by season: current (2002-) and 1970-2001 from spreadspoke's
// teams file, corrected by hand/nfl/alignment_overrides.csv where that file is wrong for a span of seasons. Before 1970
// an AFL (1960-69) or AAFC (1946-49) team's conference is its league, as the standings file prints it.
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { L, handSource } from './league';
import { STANDINGS, type Family, type Standing } from './pfr-standings';
import { SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import type { TeamIds } from './team-codes';
import type { Alignment } from './team-types';

/** The other leagues of the standings file (pfr-standings' families), by abbreviation. */
const RIVAL_LEAGUES: Record<Exclude<Family, 'NFL'>, string> = {
  AFL: 'American Football League',
  AAFC: 'All-America Football Conference',
};

/** Adds the conferences and divisions; returns each franchise's alignment in a season. */
export function addAlignment(
  ctx: BuildContext,
  ssTeams: Record<string, string>[],
  standingOf: Map<string, Standing>,
  { keyOfId }: TeamIds,
): (team: string, season: number) => Alignment {
  const conf = (abbr: string) => `${L}:${abbr.toLowerCase()}`;
  const div = (name: string) => `${L}:${slugify(name)}`;
  for (const c of ['AFC', 'NFC']) {
    ctx.add('conferences', {
      key: conf(c),
      slug: `nfl-${c.toLowerCase()}`,
      name: c === 'AFC' ? 'American Football Conference' : 'National Football Conference',
      abbreviation: c,
      league: L,
      source: SPREADSPOKE.key,
    });
  }
  // The leagues the NFL's records hold beside it before the merger: the standings file prints each team's league,
  // and a season's AFL or AAFC teams are a table of their own, not ranked among the NFL's.
  for (const [abbr, name] of Object.entries(RIVAL_LEAGUES))
    ctx.add('conferences', {
      key: conf(abbr),
      slug: `nfl-${abbr.toLowerCase()}`,
      name,
      abbreviation: abbr,
      league: L,
      source: STANDINGS.key,
    });
  const divisions = new Set<string>();
  for (const t of ssTeams)
    for (const d of [t.team_division, t.team_division_pre2002]) if (d) divisions.add(d);
  const overrides = readHand(ctx, L, 'alignment_overrides.csv');
  for (const o of overrides) divisions.add(o.division);
  for (const d of [...divisions].sort()) {
    ctx.add('divisions', {
      key: div(d),
      slug: `nfl-${slugify(d)}`,
      name: d,
      league: L,
      conference: conf(d.slice(0, 3)),
      source: SPREADSPOKE.key,
    });
  }
  // alignment per franchise: current (2002-) and 1970-2001
  const current = new Map<string, string>();
  const pre2002 = new Map<string, string>();
  ssTeams.forEach((t, i) => {
    const team = keyOfId(t.team_id);
    if (t.team_division && !current.has(team)) current.set(team, t.team_division);
    if (t.team_conference && t.team_division && t.team_conference !== t.team_division.slice(0, 3)) {
      ctx.report({
        source: SPREADSPOKE.key,
        file: SPREADSPOKE_FILES.teams,
        line: i + 2,
        problem: `${t.team_name}: team_conference ${t.team_conference} contradicts division ${t.team_division}; conference taken from the division`,
      });
    }
  });
  // pre-2002 division by identity name first, then by franchise
  const preByName = new Map<string, string>();
  for (const t of ssTeams) if (t.team_division_pre2002) preByName.set(t.team_name, t.team_division_pre2002);
  for (const t of ssTeams) {
    const team = keyOfId(t.team_id);
    if (t.team_division_pre2002 && !pre2002.has(team)) pre2002.set(team, t.team_division_pre2002);
  }
  const override = (team: string, season: number) =>
    overrides.find(
      (o) => `${L}:${o.team}` === team && season >= Number(o.first_year) && season <= Number(o.last_year),
    );
  const overrideSeen = new Set<string>();
  const alignment = (team: string, season: number): Alignment => {
    const s = standingOf.get(`${team}|${season}`);
    let d: string | null = null;
    const o = override(team, season);
    if (o) {
      d = o.division;
      const k = `${o.team}|${o.first_year}`;
      if (!overrideSeen.has(k)) {
        overrideSeen.add(k);
        handSource(ctx, o.source);
        const given = s ? preByName.get(s.name) : undefined;
        if (given && given !== o.division) {
          ctx.report({
            source: SPREADSPOKE.key,
            file: SPREADSPOKE_FILES.teams,
            problem: `${s!.name} team_division_pre2002 '${given}' is wrong for ${o.first_year}-${o.last_year}; ${o.division} used (hand/nfl/alignment_overrides.csv)`,
          });
        }
      }
    } else if (season >= 2002) d = current.get(team) ?? null;
    else if (season >= 1970) d = (s && preByName.get(s.name)) || pre2002.get(team) || null;
    else if (s && s.family !== 'NFL') return { division: null, conference: conf(s.family) };
    return d ? { division: div(d), conference: conf(d.slice(0, 3)) } : { division: null, conference: null };
  };
  return alignment;
}
