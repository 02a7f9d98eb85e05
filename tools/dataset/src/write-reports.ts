// The writer's reports beside the tables: the dataset's date, each table's rows by what their sources allow,
// coverage.json (rows, year span and seasons held per league and table), SOURCES.md and the summary main.ts prints.
import type { Cell, Row, TableName } from './model';
import { leagueKeys, tables } from './model';
import { packageLicence } from './datapackage';
import { redistribution, redistributions, type Redistribution, redistributionTerms } from './redistribution';
import { missingRuns, seasonRuns, type SeasonRun } from '@trophy-room/domain';
import { compareCodePoints, isValidDate } from './write-cells';
import { leagueOfKey, type PreparedTable } from './write-tables';
import type { WriteResult } from './write-types';

/** The newest data_as_of of the leagues. */
export function latestDate(leagues: Row<'leagues'>[]): string | null {
  const dates = leagues.map((l) => l.data_as_of).filter((d): d is string => typeof d === 'string');
  return dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null;
}

/** A table's rows counted by what their source allows (a row without a source is the project's: open). */
export function termsOf(
  t: PreparedTable,
  sources: Row<'sources'>[],
): Partial<Record<Redistribution, number>> {
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
  /** For a table of season rows: the seasons held, and the league's seasons it lacks, as runs. */
  held?: [number, number][];
  missing?: [number, number][];
}

/** Tables whose rows each belong to one season: their coverage is the seasons held, gaps shown. */
const seasonTables: ReadonlySet<TableName> = new Set([
  'seasons',
  'games',
  'team_seasons',
  'player_seasons',
  'roster_entries',
  'awards',
  'postseason_series',
  'championship_results',
]);

const asPairs = (runs: SeasonRun[]): [number, number][] => runs.map((r) => [r.first_year, r.last_year]);

/** For each league and table: row count and the year span (season start year, or the table's own years). */
export function coverage(prepared: Map<TableName, PreparedTable>) {
  const get = (t: TableName, key: unknown) =>
    typeof key === 'string'
      ? (prepared.get(t)!.rows[prepared.get(t)!.at.get(key) ?? -1] as Record<string, Cell> | undefined)
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
  const held = new Map<CoverageEntry, Set<number>>();
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
      if (seasonTables.has(t.name) && a !== null && lg !== '_shared') {
        const years = held.get(e) ?? new Set<number>();
        years.add(a);
        held.set(e, years);
      }
    }
  }
  // The seasons each league played: a season-based table's gaps are measured against them.
  const played = new Map<string, Set<number>>();
  for (const lg of Object.keys(leagues)) {
    const seasons = leagues[lg].seasons ? (held.get(leagues[lg].seasons) ?? null) : null;
    if (seasons) played.set(lg, seasons);
  }
  for (const [lg, byTable] of Object.entries(leagues)) {
    const seasons = played.get(lg);
    for (const e of Object.values(byTable)) {
      const years = held.get(e);
      if (!years || !seasons || e === byTable.seasons) continue;
      e.held = asPairs(seasonRuns(years, seasons));
      e.missing = asPairs(missingRuns(years, seasons));
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
