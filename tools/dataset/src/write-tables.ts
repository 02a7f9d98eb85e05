// The writer's tables: each table's rows sorted by key and given ids 1..n, every slug made unique (published slugs
// kept by their holders), slug redirects pointed at the final slugs, and a table written as PostgreSQL CSV with each
// reference replaced by the id of the row it names (a missing one reported and written as NULL).
import type { SourceIssue } from './context';
import type { PublishedSlug } from './history/published-slugs';
import type { Cell, ColumnKind, Row, TableName } from './model';
import { leagueKeys, tableNames, tables } from './model';
import { slugify } from './shared/slug';
import { compareCodePoints, csvText, encodeCell } from './write-cells';
import type { DatasetInput } from './write-types';

const slugRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PreparedTable {
  name: TableName;
  columns: [string, ColumnKind][];
  rows: Row<TableName>[];
  /** key → 1-based id */
  ids: Map<string, number>;
  /** key → 0-based position in `rows` (the id too, unless the table keeps its ids: `StableIds`) */
  at: Map<string, number>;
  /** final (unique) slug per row index, when the table has a slug column */
  slugs?: string[];
}

export const refTarget = (kind: ColumnKind): TableName | null =>
  kind.startsWith('ref:') ? (kind.slice(4) as TableName) : null;

export function leagueOfKey(key: string): string | null {
  const i = key.indexOf(':');
  if (i <= 0) return null;
  const p = key.slice(0, i);
  return (leagueKeys as readonly string[]).includes(p) ? p : null;
}

/**
 * The ids a table's rows had in the dataset before, for a table whose ids are published in URLs (a game's page is
 * /scores/<id>): `before` by slug (the committed data/), and `pinned` by slug (hand/game-ids.csv: an id a rebuild once
 * handed to another game, given back to the game it was published for).
 */
export interface KeptIds {
  before: ReadonlyMap<string, number>;
  pinned?: ReadonlyMap<string, number>;
}
export type StableIds = Partial<Record<TableName, KeptIds>>;

/**
 * Each row keeps its id: a pinned one first; then a moved row (slug_redirects) the id of its slug before; then a row
 * the id of its own slug, unless that slug moved away from another row (its id went with that row). A new row takes
 * the next id after every id published (a numeric slug_redirects row is an id that answers 301, never reused).
 */
function keptIds(
  rows: Row<TableName>[],
  { before, pinned = new Map() }: KeptIds,
  oldSlugs: ReadonlyMap<string, readonly string[]>,
): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  const give = (key: string, id: number | undefined) => {
    if (id === undefined || taken.has(id) || ids.has(key)) return;
    ids.set(key, id);
    taken.add(id);
  };
  const slugOf = (r: Row<TableName>) => String((r as Record<string, Cell>).slug);
  const movedAway = new Set([...oldSlugs.values()].flat());
  for (const r of rows) give(r.key, pinned.get(slugOf(r)));
  for (const r of rows) for (const old of oldSlugs.get(r.key) ?? []) give(r.key, before.get(old));
  for (const r of rows) if (!movedAway.has(slugOf(r))) give(r.key, before.get(slugOf(r)));
  let next = 1;
  const publishedIds = [...before.values(), ...pinned.values()];
  for (const s of movedAway) if (/^\d+$/.test(s)) publishedIds.push(Number(s));
  for (const id of publishedIds) if (id >= next) next = id + 1;
  for (const r of rows) if (!ids.has(r.key)) ids.set(r.key, next++);
  return ids;
}

/**
 * The family check on kept ids: a published id (a committed slug's) that now names a row which neither has that
 * slug, nor moved from it, nor is pinned to the id. Each is reported; the count must stay at zero.
 */
function idsHandedOn(
  name: TableName,
  rows: Row<TableName>[],
  ids: ReadonlyMap<string, number>,
  { before, pinned = new Map() }: KeptIds,
  oldSlugs: ReadonlyMap<string, readonly string[]>,
): SourceIssue[] {
  const holder = new Map<number, Row<TableName>>();
  for (const r of rows) holder.set(ids.get(r.key)!, r);
  const out: SourceIssue[] = [];
  for (const [slug, id] of before) {
    const r = holder.get(id);
    if (!r) continue;
    const now = String((r as Record<string, Cell>).slug);
    if (now === slug || pinned.get(now) === id || (oldSlugs.get(r.key) ?? []).includes(slug)) continue;
    out.push({
      source: 'pipeline',
      file: name,
      problem: `id ${id}, published for ${slug}, now names ${now}`,
    });
  }
  return out;
}

/**
 * A published id no row holds any more (two listings of one game made one; a moved row took the id of its slug
 * before): a numeric redirect to the row its slug now names or redirects to, so /scores/<id> answers 301. One whose
 * slug names nothing is reported: it answers 404.
 */
function idsMerged(
  name: TableName,
  t: PreparedTable,
  { before }: KeptIds,
  oldSlugs: ReadonlyMap<string, readonly string[]> = new Map(),
  issues: SourceIssue[],
): Row<'slug_redirects'>[] {
  const held = new Set(t.ids.values());
  const targetOf = new Map<string, string>();
  for (const r of t.rows) targetOf.set(String((r as Record<string, Cell>).slug), r.key);
  for (const [key, olds] of oldSlugs) for (const old of olds) targetOf.set(old, key);
  const out: Row<'slug_redirects'>[] = [];
  for (const [slug, id] of before) {
    if (held.has(id) || targetOf.has(String(id))) continue;
    const target = targetOf.get(slug);
    if (target)
      out.push({
        key: `${name}:${id}`,
        resource: name,
        old_slug: String(id),
        new_slug: slugTarget(target),
        reason: `an id this game was published under (${slug})`,
      });
    else
      issues.push({
        source: 'pipeline',
        file: name,
        problem: `id ${id}, published for ${slug}, names no row`,
      });
  }
  return out;
}

export function prepare(
  input: DatasetInput,
  published: readonly PublishedSlug[] = [],
  stable: StableIds = {},
): {
  tables: Map<TableName, PreparedTable>;
  issues: SourceIssue[];
} {
  const issues: SourceIssue[] = [...input.issues()];
  const out = new Map<TableName, PreparedTable>();
  // Each redirected row's slug before, by table and key: a kept id follows its row to its new slug.
  const oldSlugs = new Map<string, Map<string, string[]>>();
  for (const row of input.rows('slug_redirects')) {
    const r = row as unknown as Record<string, Cell>;
    const m = oldSlugs.get(String(r.resource)) ?? new Map<string, string[]>();
    const key = targetKey(r.new_slug);
    m.set(key, [...(m.get(key) ?? []), String(r.old_slug)]);
    oldSlugs.set(String(r.resource), m);
  }
  for (const name of tableNames) {
    const columns = Object.entries(tables[name]) as [string, ColumnKind][];
    const rows = [...input.rows(name)].sort((a, b) => compareCodePoints(a.key, b.key));
    const at = new Map<string, number>();
    rows.forEach((r, i) => at.set(r.key, i));
    const kept = stable[name];
    const ids = kept
      ? keptIds(rows, kept, oldSlugs.get(name) ?? new Map())
      : new Map(rows.map((r, i) => [r.key, i + 1]));
    if (kept) issues.push(...idsHandedOn(name, rows, ids, kept, oldSlugs.get(name) ?? new Map()));
    out.set(name, { name, columns, rows, ids, at });
  }
  // Rows whose slug changed (slug_redirects) let the rows that still hold their published slug claim it first.
  const redirects = (out.get('slug_redirects')?.rows ?? []) as unknown as Record<string, Cell>[];
  const yielding = new Set(redirects.map((r) => `${String(r.resource)}\t${targetKey(r.new_slug)}`));
  for (const t of out.values()) {
    if (!('slug' in tables[t.name])) continue;
    const kept = new Map(published.filter((p) => p.table === t.name).map((p) => [p.key, p.slug]));
    t.slugs = uniqueSlugs(t, issues, (key) => yielding.has(`${t.name}\t${key}`), kept);
  }
  // Each redirect to its target's final slug; one whose target keeps the old slug after all is left out.
  const redirectTable = out.get('slug_redirects');
  if (redirectTable) {
    for (const name of tableNames) {
      const kept = stable[name];
      if (kept) redirectTable.rows.push(...idsMerged(name, out.get(name)!, kept, oldSlugs.get(name), issues));
    }
    redirectTable.rows.sort((a, b) => compareCodePoints(a.key, b.key));
    redirectTable.rows = redirectTable.rows.filter((row) => {
      const r = row as unknown as Record<string, Cell>;
      const t = out.get(String(r.resource) as TableName);
      const key = targetKey(r.new_slug);
      const i = t?.at.get(key);
      r.new_slug = t?.slugs && i !== undefined ? t.slugs[i] : null;
      if (r.new_slug !== r.old_slug) return true;
      issues.push({
        source: 'hand',
        file: 'hand/slug-redirects.csv',
        problem: `redirect left out: ${key} still has the slug ${String(r.old_slug)}`,
      });
      return false;
    });
    redirectTable.ids = new Map(redirectTable.rows.map((r, i) => [r.key, i + 1]));
    redirectTable.at = new Map(redirectTable.rows.map((r, i) => [r.key, i]));
  }
  return { tables: out, issues };
}

/**
 * A slug_redirects row names its target row by key (`key:<row key>`, see src/history/slug-redirects.ts); the
 * writer replaces it with that row's final slug.
 */
export const slugTarget = (key: string) => `key:${key}`;
const targetKey = (v: Cell) => String(v ?? '').replace(/^key:/, '');

/**
 * Each row's final slug. A published slug (`kept`: row key → slug, hand/published-slugs.csv) goes to its holder
 * before anything else; otherwise a natural slug goes to the first row (by key) holding it, and every other row
 * holding it gets `<slug>-<league>` (then `-2`, `-3` …).
 */
function uniqueSlugs(
  t: PreparedTable,
  issues: SourceIssue[],
  yields: (key: string) => boolean,
  kept: ReadonlyMap<string, string> = new Map(),
): string[] {
  const natural = t.rows.map((r) => {
    const raw = r['slug' as keyof typeof r];
    let s = typeof raw === 'string' ? raw : '';
    if (!slugRe.test(s)) {
      const fixed = slugify(s) || slugify(r.key) || 'row';
      issues.push({
        source: 'pipeline',
        file: t.name,
        problem: `row ${r.key}: slug ${JSON.stringify(raw ?? null)} is not lower-case kebab-case; using ${fixed}`,
      });
      s = fixed;
    }
    return s;
  });
  const used = new Set([...natural, ...kept.values()]);
  const claimed = new Set(kept.values());
  const first = new Set<string>();
  t.rows.forEach((r, i) => {
    if (!yields(r.key) && !first.has(natural[i])) first.add(natural[i]);
  });
  return t.rows.map((r, i) => {
    const own = kept.get(r.key);
    if (own) return own;
    const s = natural[i];
    // A natural slug goes to the first row (by key) holding it, unless that row yields to one that does not.
    const mayClaim = !first.has(s) || !yields(r.key);
    if (!claimed.has(s) && mayClaim) {
      claimed.add(s);
      return s;
    }
    const lg =
      typeof r['league' as keyof typeof r] === 'string'
        ? String(r['league' as keyof typeof r])
        : leagueOfKey(r.key);
    const base = lg ? `${s}-${slugify(lg)}` : s;
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
    used.add(candidate);
    claimed.add(candidate);
    return candidate;
  });
}

export function tableCsv(
  t: PreparedTable,
  all: Map<TableName, PreparedTable>,
  issues: SourceIssue[],
): Buffer {
  const header = ['id', ...t.columns.map(([c, k]) => (refTarget(k) ? `${c}_id` : c))].join(',');
  const known = new Set(['key', ...t.columns.map(([c]) => c)]);
  const unknown = new Map<string, number>();
  const chunks: string[] = [header + '\n'];
  let buf = '';
  t.rows.forEach((row, i) => {
    const r = row as Record<string, Cell>;
    for (const c of Object.keys(r)) if (!known.has(c)) unknown.set(c, (unknown.get(c) ?? 0) + 1);
    const cells: string[] = [String(t.ids.get(row.key))];
    for (const [c, kind] of t.columns) {
      const v = r[c];
      if (c === 'slug' && t.slugs) {
        cells.push(csvText(t.slugs[i]));
        continue;
      }
      const target = refTarget(kind);
      if (target) {
        if (v === null || v === undefined || v === '') {
          cells.push('');
          continue;
        }
        const id = typeof v === 'string' ? all.get(target)!.ids.get(v) : undefined;
        if (id === undefined) {
          issues.push({
            source: 'pipeline',
            file: t.name,
            problem: `row ${row.key}: ${c} references missing ${target} key ${JSON.stringify(v)}; written as NULL`,
          });
          cells.push('');
        } else cells.push(String(id));
        continue;
      }
      const enc = encodeCell(kind, v);
      if ('error' in enc) {
        issues.push({
          source: 'pipeline',
          file: t.name,
          problem: `row ${row.key}: ${c} ${enc.error}; written as NULL`,
        });
        cells.push('');
      } else cells.push(enc.out);
    }
    buf += cells.join(',') + '\n';
    if (buf.length > 1 << 20) {
      chunks.push(buf);
      buf = '';
    }
  });
  chunks.push(buf);
  for (const [c, n] of [...unknown].sort((a, b) => compareCodePoints(a[0], b[0]))) {
    issues.push({
      source: 'pipeline',
      file: t.name,
      problem: `column ${c} is not in the model; ignored in ${n} rows`,
    });
  }
  return Buffer.from(chunks.join(''), 'utf8');
}
