// The writer: validates references, assigns integer ids, makes slugs unique and writes data/<table>.csv.gz
// (PostgreSQL CSV) plus coverage.json, source-issues.csv, manifest.json and SOURCES.md. Output depends only on
// the rows added (no clocks, no randomness): the same input gives byte-identical files.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SourceIssue } from './context';
import type { Cell, ColumnKind, League, Row, TableName } from './model';
import { tables } from './model';
import type { PublishedSlug } from './history/published-slugs';
import { slugify } from './shared/slug';
import { archiveFile, datasetArchive } from '@trophy-room/db/archive';
import {
  dataPackage,
  packageLicence,
  redistribution,
  redistributions,
  redistributionTerms,
  type Redistribution,
} from './datapackage';

export const tableNames = Object.keys(tables) as TableName[];
export const leagueKeys: readonly League[] = [
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'ncaa-football',
  'ncaa-basketball',
  'ncaa-baseball',
  'ncaa-hockey',
];
const here = new URL('.', import.meta.url).pathname;
export const repoRoot = resolve(here, '../../..');
export const defaultOutDir = join(repoRoot, 'data');

/** What the writer needs from a build context. */
export interface DatasetInput {
  rows<T extends TableName>(table: T): Row<T>[];
  issues(): SourceIssue[];
}

export interface TableManifest {
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
  /** Rows by what their source allows (see datapackage.ts); rows without a source are the project's own. */
  terms?: Partial<Record<Redistribution, number>>;
}
export interface Manifest {
  /** sha256 over every table file's sha256 (in table order): changes whenever any table's content changes. */
  datasetSha256: string;
  /** The latest date any league's data reaches: the dataset's build date (no clock, so the output stays fixed). */
  dataAsOf: string | null;
  tables: Record<string, TableManifest>;
  /** The whole dataset as one tar (libs/db archive.ts): built by the server on first request, these are its bytes. */
  archive: { file: string; bytes: number; sha256: string };
  files: Record<string, { bytes: number; sha256: string }>;
  issues: number;
}
export interface WriteResult {
  manifest: Manifest;
  issues: SourceIssue[];
  outDir: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Ordering and encoding helpers

/** Unicode code-point order (JS `<` compares UTF-16 units, which puts U+E000..U+FFFF after astral characters). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

const slugRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A PostgreSQL CSV field for text: quoted when needed (empty string, separators, quotes, line breaks, `\.`). */
export function csvText(s: string): string {
  if (s === '' || s === '\\.' || /[",\r\n]/.test(s) || s.trim() !== s) return `"${s.replace(/"/g, '""')}"`;
  return s;
}

const dateRe = /^(\d{4})-(\d{2})-(\d{2})$/;
function isValidDate(s: string): boolean {
  const m = dateRe.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= days[mo - 1];
}

/** Encodes one cell, or returns an error text when the value does not fit the column kind. */
export function encodeCell(kind: ColumnKind, v: Cell): { out: string } | { error: string } {
  if (v === null || v === undefined) return { out: '' };
  switch (kind) {
    case 'text':
      if (typeof v === 'string') return { out: csvText(v) };
      if (typeof v === 'number' && Number.isFinite(v)) return { out: csvText(String(v)) };
      if (typeof v === 'boolean') return { out: csvText(String(v)) };
      return { error: `expected text, got ${JSON.stringify(v)}` };
    case 'int': {
      const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
      if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 2147483647)
        return { out: String(n) };
      return { error: `expected integer, got ${JSON.stringify(v)}` };
    }
    case 'real': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n === 'number' && Number.isFinite(n)) return { out: String(n === 0 ? 0 : n) };
      return { error: `expected number, got ${JSON.stringify(v)}` };
    }
    case 'bool':
      if (v === true || v === 'true' || v === 't' || v === 1) return { out: 't' };
      if (v === false || v === 'false' || v === 'f' || v === 0) return { out: 'f' };
      return { error: `expected boolean, got ${JSON.stringify(v)}` };
    case 'date':
      if (typeof v === 'string' && isValidDate(v)) return { out: v };
      return { error: `expected date yyyy-mm-dd, got ${JSON.stringify(v)}` };
    case 'json': {
      const s = JSON.stringify(v);
      if (s === undefined) return { error: 'value is not JSON' };
      return { out: `"${s.replace(/"/g, '""')}"` };
    }
    default:
      return { error: `unexpected kind ${kind}` };
  }
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** gzip level 9 with mtime 0 and a fixed OS byte, so equal input gives equal bytes. */
export function gzipDeterministic(buf: Buffer): Buffer {
  const gz = gzipSync(buf, { level: 9 });
  gz.writeUInt32LE(0, 4); // MTIME
  gz[9] = 3; // OS = Unix
  return gz;
}

// ---------------------------------------------------------------------------------------------------------------
// Preparation: refs, ids, slugs

export interface PreparedTable {
  name: TableName;
  columns: [string, ColumnKind][];
  rows: Row<TableName>[];
  /** key → 1-based id */
  ids: Map<string, number>;
  /** final (unique) slug per row index, when the table has a slug column */
  slugs?: string[];
}

const refTarget = (kind: ColumnKind): TableName | null =>
  kind.startsWith('ref:') ? (kind.slice(4) as TableName) : null;

function leagueOfKey(key: string): string | null {
  const i = key.indexOf(':');
  if (i <= 0) return null;
  const p = key.slice(0, i);
  return (leagueKeys as readonly string[]).includes(p) ? p : null;
}

export function prepare(
  input: DatasetInput,
  published: readonly PublishedSlug[] = [],
): {
  tables: Map<TableName, PreparedTable>;
  issues: SourceIssue[];
} {
  const issues: SourceIssue[] = [...input.issues()];
  const out = new Map<TableName, PreparedTable>();
  for (const name of tableNames) {
    const columns = Object.entries(tables[name]) as [string, ColumnKind][];
    const rows = [...input.rows(name)].sort((a, b) => compareCodePoints(a.key, b.key));
    const ids = new Map<string, number>();
    rows.forEach((r, i) => ids.set(r.key, i + 1));
    out.set(name, { name, columns, rows, ids });
  }
  // Rows whose slug changed (slug_redirects) let the rows that still hold their published slug claim it first.
  const redirects = (out.get('slug_redirects')?.rows ?? []) as unknown as Record<string, Cell>[];
  const yielding = new Set(redirects.map((r) => `${String(r.resource)}\t${targetKey(r.new_slug)}`));
  for (const t of out.values()) {
    if (!('slug' in tables[t.name])) continue;
    const kept = new Map(published.filter((p) => p.table === t.name).map((p) => [p.key, p.slug]));
    t.slugs = uniqueSlugs(t, issues, (key) => yielding.has(`${t.name}\t${key}`), kept);
  }
  for (const r of redirects) {
    const t = out.get(String(r.resource) as TableName);
    const i = t?.ids.get(targetKey(r.new_slug));
    r.new_slug = t?.slugs && i ? t.slugs[i - 1] : null;
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

// ---------------------------------------------------------------------------------------------------------------
// Writing

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
    const cells: string[] = [String(i + 1)];
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

/** Writes every output file into outDir (default <repo>/data). */
export function writeDataset(
  input: DatasetInput,
  outDir = defaultOutDir,
  published: readonly PublishedSlug[] = [],
): WriteResult {
  const { tables: prepared, issues } = prepare(input, published);
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) {
    if (f.endsWith('.csv.gz') && !prepared.has(f.slice(0, -7) as TableName)) rmSync(join(outDir, f));
  }
  const manifestTables: Record<string, TableManifest> = {};
  for (const t of prepared.values()) {
    const gz = gzipDeterministic(tableCsv(t, prepared, issues));
    const file = `${t.name}.csv.gz`;
    writeFileSync(join(outDir, file), gz);
    manifestTables[t.name] = { file, rows: t.rows.length, bytes: gz.length, sha256: sha256(gz) };
  }
  const sources = prepared.get('sources')!.rows as Row<'sources'>[];
  for (const t of prepared.values()) manifestTables[t.name].terms = termsOf(t, sources);
  const dataAsOf = latestDate(prepared.get('leagues')!.rows as Row<'leagues'>[]);
  const files: Manifest['files'] = {};
  const put = (name: string, content: string) => {
    writeFileSync(join(outDir, name), content);
    files[name] = { bytes: Buffer.byteLength(content), sha256: sha256(content) };
  };
  put('coverage.json', JSON.stringify(coverage(prepared), null, 1) + '\n');
  put('SOURCES.md', sourcesMarkdown(sources));
  put(
    'datapackage.json',
    JSON.stringify(dataPackage({ tables: manifestTables, sources, dataAsOf }), null, 1) + '\n',
  );
  // Issues last: everything above may have reported more.
  const lines = ['source,file,line,problem'];
  for (const i of issues) {
    lines.push(
      [
        csvText(i.source),
        csvText(i.file),
        i.line === undefined ? '' : String(i.line),
        csvText(i.problem),
      ].join(','),
    );
  }
  put('source-issues.csv', lines.join('\n') + '\n');
  const archive = datasetArchive(outDir, dataAsOf);
  const manifest: Manifest = {
    datasetSha256: sha256(tableNames.map((t) => manifestTables[t].sha256).join('\n')),
    dataAsOf,
    tables: manifestTables,
    archive: { file: archiveFile, bytes: archive.length, sha256: sha256(archive) },
    files,
    issues: issues.length,
  };
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  return { manifest, issues, outDir };
}

/** The newest data_as_of of the leagues. */
function latestDate(leagues: Row<'leagues'>[]): string | null {
  const dates = leagues.map((l) => l.data_as_of).filter((d): d is string => typeof d === 'string');
  return dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null;
}

/** A table's rows counted by what their source allows (a row without a source is the project's: open). */
function termsOf(t: PreparedTable, sources: Row<'sources'>[]): Partial<Record<Redistribution, number>> {
  const bySource = new Map(
    sources.map((s) => [s.key, redistribution(typeof s.licence === 'string' ? s.licence : null)]),
  );
  const counts: Partial<Record<Redistribution, number>> = {};
  for (const row of t.rows) {
    const source = (row as Record<string, Cell>).source;
    const kind = t.name === 'sources' ? 'open' : (bySource.get(String(source)) ?? 'open');
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return Object.fromEntries(redistributions.filter((k) => counts[k]).map((k) => [k, counts[k]]));
}

// ---------------------------------------------------------------------------------------------------------------
// coverage.json

type YearSpan = [number | null, number | null];
export interface CoverageEntry {
  rows: number;
  minYear?: number;
  maxYear?: number;
}

/** For each league and table: row count and the year span (season start year, or the table's own years). */
export function coverage(prepared: Map<TableName, PreparedTable>) {
  const get = (t: TableName, key: unknown) =>
    typeof key === 'string'
      ? (prepared.get(t)!.rows[(prepared.get(t)!.ids.get(key) ?? 0) - 1] as Record<string, Cell> | undefined)
      : undefined;
  const num = (v: Cell): number | null =>
    typeof v === 'number' && Number.isFinite(v)
      ? v
      : typeof v === 'string' && /^\d{4}$/.test(v)
        ? Number(v)
        : null;
  const seasonYear = (k: Cell) => num(get('seasons', k)?.start_year ?? null);
  const leagueVia: Partial<Record<string, TableName>> = {
    team: 'teams',
    season: 'seasons',
    player: 'players',
    coach: 'coaches',
    championship: 'championships',
  };
  const leagueOf = (table: TableName, r: Record<string, Cell>, depth = 0): string | null => {
    if (table === 'leagues') return String(r.key);
    if (typeof r.league === 'string' && prepared.get('leagues')!.ids.has(r.league)) return r.league;
    if (depth < 3) {
      for (const [col, target] of Object.entries(leagueVia)) {
        if (col in tables[table] && typeof r[col] === 'string') {
          const t = get(target!, r[col]);
          if (t) {
            const lg = leagueOf(target!, t, depth + 1);
            if (lg) return lg;
          }
        }
      }
    }
    return leagueOfKey(String(r.key));
  };
  const spanOf = (table: TableName, r: Record<string, Cell>): YearSpan => {
    switch (table) {
      case 'seasons':
        return [num(r.start_year), num(r.start_year)];
      case 'championship_results':
      case 'postseason_series':
      case 'awards': {
        const y = num(r.year) ?? seasonYear(r.season);
        return [y, y];
      }
      case 'games':
      case 'team_seasons':
      case 'player_seasons':
      case 'roster_entries': {
        let y = seasonYear(r.season);
        if (y === null && typeof r.game_date === 'string' && isValidDate(r.game_date))
          y = Number(r.game_date.slice(0, 4));
        return [y, y];
      }
      case 'coach_stints': {
        const y = seasonYear(r.season);
        return [num(r.start_year) ?? y, num(r.end_year) ?? num(r.start_year) ?? y];
      }
      case 'team_identities':
      case 'championships':
      case 'players':
        return [num(r.first_year), num(r.last_year) ?? num(r.first_year)];
      case 'teams':
        return [num(r.founded_year), num(r.last_year)];
      default:
        return [null, null];
    }
  };
  const leagues: Record<string, Record<string, CoverageEntry>> = {};
  const totals: Record<string, number> = {};
  for (const t of prepared.values()) {
    totals[t.name] = t.rows.length;
    for (const row of t.rows) {
      const r = row as Record<string, Cell>;
      const lg = leagueOf(t.name, r) ?? '_shared';
      const e = ((leagues[lg] ??= {})[t.name] ??= { rows: 0 });
      e.rows++;
      const [a, b] = spanOf(t.name, r);
      for (const y of [a, b]) {
        if (y === null) continue;
        if (e.minYear === undefined || y < e.minYear) e.minYear = y;
        if (e.maxYear === undefined || y > e.maxYear) e.maxYear = y;
      }
    }
  }
  const ordered: typeof leagues = {};
  for (const lg of [...leagueKeys, '_shared']) if (leagues[lg]) ordered[lg] = leagues[lg];
  for (const lg of Object.keys(leagues).sort(compareCodePoints)) if (!ordered[lg]) ordered[lg] = leagues[lg];
  return { tables: totals, leagues: ordered };
}

// ---------------------------------------------------------------------------------------------------------------
// SOURCES.md

/** Statements upstream licences require to appear verbatim; matched against a source row's key, name or url. */
export const requiredStatements: { match: RegExp; label: string; statement: string }[] = [
  {
    match: /hockey[- ]?databank/i,
    label: 'Hockey Databank',
    statement:
      'The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project.  For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank',
  },
  {
    match: /retrosheet/i,
    label: 'Retrosheet',
    statement:
      'The information used here was obtained free of charge from and is copyrighted by Retrosheet.  Interested parties may contact Retrosheet at "www.retrosheet.org".',
  },
];

export function sourcesMarkdown(sources: Row<'sources'>[]): string {
  const s = (v: Cell) => (v === null || v === undefined ? '' : String(v)).replace(/\s*\n\s*/g, ' ').trim();
  const out: string[] = [
    '# Trophy Room dataset: sources and attributions',
    '',
    'This directory is generated by the dataset pipeline (`npm run dataset`, i.e. `tsx tools/dataset/src/main.ts`).',
    'Source modules under `tools/dataset/src/sources/` read the public raw files described in the shared data',
    'inventory plus hand-checked fact files under `tools/dataset/hand/`, and the writer (`tools/dataset/src/write.ts`)',
    'validates every reference, assigns integer ids in key order and writes one gzip-compressed PostgreSQL CSV file',
    'per table (`<table>.csv.gz`), `coverage.json` (rows and year span per league and table), `source-issues.csv`',
    '(every source row that was reported as bad or skipped), `manifest.json` (row counts and sha256 per file),',
    '`datapackage.json` (a Frictionless Data Package describing every table file and its columns) and',
    'this file. Every row carries a `source_id` naming one of the sources below. Do not edit these files by hand;',
    'the output is deterministic, so re-running the pipeline on the same inputs gives byte-identical files.',
    '',
    '## What may be redistributed',
    '',
    `The compilation: ${packageLicence.title} (${packageLicence.path}). Each source below says which of these applies:`,
    '',
    ...redistributions.map((k) => `- **${k}**: ${redistributionTerms[k]}`),
    '',
  ];
  const required = requiredStatements.filter((r) =>
    sources.some((src) => r.match.test(`${src.key} ${s(src.name)} ${s(src.url)}`)),
  );
  if (required.length) {
    out.push('## Required notices', '');
    for (const r of required) out.push(`**${r.label}:** ${r.statement}`, '');
  }
  out.push('## Sources', '');
  for (const src of sources) {
    out.push(`### ${s(src.name) || src.key}`, '');
    out.push(`- Key: \`${src.key}\``);
    if (s(src.url)) out.push(`- URL: ${s(src.url)}`);
    out.push(`- Licence: ${s(src.licence) || 'not stated'}`);
    out.push(`- Redistribution: ${redistribution(s(src.licence))}`);
    if (s(src.attribution)) out.push(`- Required attribution: ${s(src.attribution)}`);
    for (const r of requiredStatements) {
      if (
        r.match.test(`${src.key} ${s(src.name)} ${s(src.url)}`) &&
        !s(src.attribution).includes(r.statement)
      ) {
        out.push(`- Required statement: ${r.statement}`);
      }
    }
    if (s(src.notes)) out.push(`- Notes: ${s(src.notes)}`);
    out.push('');
  }
  return out.join('\n');
}

/** One-screen summary for the console. */
export function summary(res: WriteResult): string {
  const lines = [`wrote ${res.outDir}`];
  let total = 0;
  let bytes = 0;
  for (const [name, t] of Object.entries(res.manifest.tables)) {
    total += t.rows;
    bytes += t.bytes;
    if (t.rows)
      lines.push(
        `  ${name.padEnd(22)} ${String(t.rows).padStart(8)} rows ${(t.bytes / 1024).toFixed(0).padStart(7)} KiB`,
      );
  }
  lines.push(
    `  ${'total'.padEnd(22)} ${String(total).padStart(8)} rows ${(bytes / 1024 / 1024).toFixed(2).padStart(7)} MiB gz`,
  );
  const bySource = new Map<string, number>();
  for (const i of res.issues) bySource.set(i.source, (bySource.get(i.source) ?? 0) + 1);
  lines.push(
    `  issues: ${res.issues.length}${bySource.size ? ' (' + [...bySource].map(([k, v]) => `${k} ${v}`).join(', ') + ')' : ''}`,
  );
  return lines.join('\n');
}
