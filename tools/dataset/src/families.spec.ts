// Family checks over the committed data/: each counts the rows of one kind of mistake across every league, prints
// the count and fails when it rises above the committed baseline (families.baseline.json beside this file). Fixing
// a family lowers its count; lowering the baseline to the new count is how the progress is kept.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultDatasetDir } from '@trophy-room/db';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

const dir = defaultDatasetDir();
type Rows = Record<string, string>[];
const table = (name: string): Rows =>
  existsSync(join(dir, `${name}.csv.gz`))
    ? (parse(gunzipSync(readFileSync(join(dir, `${name}.csv.gz`))), { columns: true }) as Rows)
    : [];
const baseline = JSON.parse(
  readFileSync(new URL('./families.baseline.json', import.meta.url), 'utf8'),
) as Record<string, number>;

/** Prints the family's count with a few examples and checks it against the baseline. */
function family(name: string, wrong: string[]) {
  console.log(
    `family ${name}: ${wrong.length}${wrong.length ? ` (e.g. ${wrong.slice(0, 5).join('; ')})` : ''}`,
  );
  expect.soft(baseline[name], `${name} has a baseline`).toBeTypeOf('number');
  expect.soft(wrong.length, `${name}: ${wrong.slice(0, 10).join('; ')}`).toBeLessThanOrEqual(baseline[name]);
}

/** A person's name as two sources may spell it: accents, case, punctuation and suffixes aside. */
const normalName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(jr|sr|ii|iii|iv)\b\.?/g, '')
    .replace(/[^a-z]/g, '');

describe.skipIf(!existsSync(join(dir, 'team_seasons.csv.gz')))('families in the committed data/', () => {
  const leagues = new Map(table('leagues').map((l) => [l.id, l.slug]));
  const seasons = new Map(table('seasons').map((s) => [s.id, s]));
  const teams = new Map(table('teams').map((t) => [t.id, t]));
  const audit = table('null_audit');

  it('every team-season has a venue or a stated reason', () => {
    // A stated reason is a checked one (hand/null-audit-notes.csv), not the audit's own "no source gives it".
    const reasons = new Set(
      audit
        .filter(
          (a) =>
            a.table_name === 'team_seasons' &&
            a.field === 'venue' &&
            a.note &&
            !a.note.startsWith('No source of this dataset'),
        )
        .map((a) => `${a.league_id}|${a.first_year}`),
    );
    const byLeague = new Map<string, string[]>();
    for (const ts of table('team_seasons')) {
      if (ts.venue_id || ts.venue_name) continue;
      const s = seasons.get(ts.season_id);
      if (!s) continue;
      const decade = Math.floor(Number(s.start_year) / 10) * 10;
      if (reasons.has(`${s.league_id}|${decade}`)) continue;
      const l = leagues.get(s.league_id)!;
      byLeague.set(l, [
        ...(byLeague.get(l) ?? []),
        `${teams.get(ts.team_id)?.name ?? ts.team_id} ${s.start_year}`,
      ]);
    }
    for (const l of [...leagues.values()].sort()) family(`team-season-venue:${l}`, byLeague.get(l) ?? []);
  });

  it('every career whose span reaches past its coverage is partial', () => {
    // The seasons each league's career figures cover, over every source that gives them.
    const span = new Map<string, [number, number]>();
    for (const c of table('figure_coverage')) {
      if (!/career|player/.test(c.figure) || !c.first_year || !c.last_year) continue;
      const k = `${c.league_id}|${c.figure}`;
      const [lo, hi] = span.get(k) ?? [Infinity, -Infinity];
      span.set(k, [Math.min(lo, Number(c.first_year)), Math.max(hi, Number(c.last_year))]);
    }
    const wrong: string[] = [];
    for (const p of table('players')) {
      if (!p.first_year || !p.last_year || !p.career) continue;
      const career = JSON.parse(p.career) as Record<string, unknown>;
      for (const [k, [lo, hi]] of span) {
        if (!k.startsWith(`${p.league_id}|`)) continue;
        const figure = k.slice(k.indexOf('|') + 1);
        const past = Number(p.first_year) < lo || (Number(p.last_year) > hi && p.is_active !== 't');
        const partial =
          career.partial === true || JSON.stringify(career.partial ?? null).includes(`"${figure}"`);
        if (past && !partial)
          wrong.push(`${p.slug} ${figure} ${p.first_year}-${p.last_year} (covered ${lo}-${hi})`);
      }
    }
    console.log(`figure_coverage career rows: ${span.size}`);
    family('career-past-coverage-not-partial', wrong);
  });

  it('every postseason series in the sources reaches head-to-head (both teams resolve)', () => {
    const wrong = table('postseason_series')
      .filter((s) => !s.winner_team_id || !s.loser_team_id)
      .map((s) => `${leagues.get(s.league_id)} ${s.year} ${s.round}: ${s.winner_name} v ${s.loser_name}`);
    family('postseason-series-unresolved', wrong);
  });

  it('no person appears on two pages (same name and birth date in two people rows)', () => {
    const seen = new Map<string, string[]>();
    for (const p of table('people')) {
      if (!p.birth_date || !p.full_name) continue;
      const k = `${normalName(p.full_name)}|${p.birth_date}`;
      seen.set(k, [...(seen.get(k) ?? []), p.slug]);
    }
    const wrong = [...seen.values()].filter((v) => v.length > 1).map((v) => v.join(' = '));
    family('person-on-two-pages', wrong);
  });

  it('every disagreement between sources has a stated reason', () => {
    const wrong = table('reconciliations')
      .filter((r) => !r.reason)
      .map((r) => `${r.figure} ${r.label}`);
    family('disagreement-without-reason', wrong);
  });
});
