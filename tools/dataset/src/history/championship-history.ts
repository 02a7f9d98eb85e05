// The one place championship results get their title year, the names borne that season, hand corrections, and the
// championships their title-year span and end/missing notes. Runs after every league module (see main.ts).
import type { BuildContext, Sport } from '../model';
import { editableRows, type EditableRow } from './editable';
import { borneIdentity, type Identity } from './borne-name';
import { referenceSource } from './hand-source';
import { titleYear } from './title-year';

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
function nameIn(identities: Map<string, Identity[]>, team: unknown, year: number): string | undefined {
  const lineage = team ? (identities.get(String(team)) ?? []) : [];
  return lineage.length > 1 ? borneIdentity(lineage, year)?.name : undefined;
}

/** The sport of a league key. */
export function sportOf(ctx: BuildContext, league: unknown): Sport {
  return ctx.get('leagues', String(league))!.sport as Sport;
}

/** Hand corrections of single result fields (hand/result-corrections.csv), each reported as a source issue. */
function applyCorrections(
  ctx: BuildContext,
  results: Map<string, EditableRow<'championship_results'>>,
): void {
  const file = `${ctx.handDir}/result-corrections.csv`;
  ctx.readCsv(file).forEach((c, i) => {
    const r = [...results.values()].find(
      (x) => x.championship === c.championship && x.year === Number(c.season_year),
    );
    const line = i + 2;
    if (!r)
      return ctx.report({
        source: 'hand',
        file: 'hand/result-corrections.csv',
        line,
        problem: `no ${c.championship} result for ${c.season_year}`,
      });
    const field = c.field as keyof EditableRow<'championship_results'>;
    ctx.report({
      source: String(r.source ?? ''),
      file: 'hand/result-corrections.csv',
      line,
      problem: `${c.championship} ${c.season_year} ${c.field}: source has ${String(r[field])}, corrected to ${c.value} (${c.reference})`,
    });
    (r as Record<string, unknown>)[field] =
      /^\d+$/.test(c.value) && field !== 'series_result' ? Number(c.value) : c.value;
    r.source = referenceSource(ctx, c.reference, c.one_page === 'yes');
  });
}

export function finishChampionships(ctx: BuildContext): void {
  const identities = identitiesByTeam(ctx);
  const results = new Map(editableRows(ctx, 'championship_results').map((r) => [r.key, r]));
  applyCorrections(ctx, results);
  const spans = new Map<string, number[]>();
  for (const r of results.values()) {
    const season = ctx.get('seasons', String(r.season));
    if (!season) continue;
    const start = num(season.start_year)!;
    r.title_year = titleYear(sportOf(ctx, season.league), {
      start_year: start,
      end_year: num(season.end_year),
    });
    spans.set(String(r.championship), [...(spans.get(String(r.championship)) ?? []), r.title_year]);
    // The name borne that season, wherever the lineage knows it; the source's own spelling otherwise.
    r.winner_name = nameIn(identities, r.winner_team, start) ?? r.winner_name;
    r.runner_up_name = nameIn(identities, r.runner_up_team, start) ?? r.runner_up_name;
  }
  const notes = new Map(ctx.readCsv(`${ctx.handDir}/championships.csv`).map((n) => [n.championship, n]));
  for (const c of editableRows(ctx, 'championships')) {
    const years = spans.get(c.key) ?? [];
    if (years.length) {
      c.first_year = Math.min(...years);
      if (c.last_year !== null && c.last_year !== undefined) c.last_year = Math.max(...years);
    }
    const n = notes.get(String(c.slug));
    if (!n) continue;
    c.ended_note = n.ended_note || null;
    c.successor_slug = n.successor_slug || null;
    c.missing_note = n.missing_note || null;
    referenceSource(ctx, n.reference, n.one_page === 'yes');
  }
}
