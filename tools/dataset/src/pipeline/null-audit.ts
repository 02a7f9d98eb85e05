// The null audit: for every field a player, coach or team page shows, the share of empty values per league and
// decade (a team-season decade cut where whole seasons are empty), so a page can say once that the sources do not
// give a field rather than "N/A" in every box. A span where every row is empty gets a note: the hand file's
// (hand/null-audit-notes.csv, a checked reason with its reference) or, without one, that no source of this dataset
// gives the field for those seasons.
import { join } from 'node:path';
import type { BuildContext, League, Row, SourceModule, TableName } from '../model';
import { leagueKeys } from '../model';
import { int, text } from '../shared/parse';
import { pass, table } from './product';
import { leagueProducts } from './tables';

/** A page's subject: its table, and for each row its league, the year that places it in an era, and its fields. */
interface Subject {
  table: 'teams' | 'team_seasons' | 'players' | 'coaches';
  fields: Record<string, (row: Row<TableName>) => unknown>;
}

const n = (v: unknown) => (typeof v === 'number' ? v : null);

/** The fields the pages show (libs/people player and coach pages, libs/teams team and team-season pages). */
function subjects(ctx: BuildContext) {
  const person = (r: Row<TableName>): Partial<Row<'people'>> =>
    ctx.get('people', String((r as Row<'players'>).person)) ?? {};
  const personFields = {
    birth_date: (r: Row<TableName>) => person(r).birth_date ?? person(r).birth_year,
    birthplace: (r: Row<TableName>) => person(r).birth_city ?? person(r).birth_country,
    college: (r: Row<TableName>) => person(r).college,
  };
  return [
    {
      table: 'teams',
      fields: {
        founded: (r) => (r as Row<'teams'>).founded_year,
        venue: (r) => (r as Row<'teams'>).home_venue,
      },
    },
    {
      table: 'team_seasons',
      fields: {
        venue: (r) => (r as Row<'team_seasons'>).venue ?? (r as Row<'team_seasons'>).venue_name,
        coach: (r) => (r as Row<'team_seasons'>).head_coach_name,
      },
    },
    {
      table: 'players',
      fields: {
        position: (r) => (r as Row<'players'>).primary_position,
        jersey: (r) => (r as Row<'players'>).jersey_number,
        draft: (r) => (r as Row<'players'>).draft_year,
        ...personFields,
        height: (r) => person(r).height_inches,
        weight: (r) => person(r).weight_pounds,
      },
    },
    { table: 'coaches', fields: personFields },
  ] satisfies Subject[];
}

/** The year each row belongs to: a season's start, a player's first season, a coach's or team's first season. */
function yearOf(ctx: BuildContext): Record<Subject['table'], (row: Row<TableName>) => number | null> {
  const seasonYear = (key: unknown) => n(ctx.get('seasons', String(key))?.start_year);
  const first = (rows: Row<TableName>[], owner: string) => {
    const m = new Map<string, number>();
    for (const r of rows) {
      const y = seasonYear((r as Row<'team_seasons'>).season) ?? n((r as Row<'coach_stints'>).start_year);
      const k = String((r as Record<string, unknown>)[owner]);
      if (y !== null && (!m.has(k) || y < m.get(k)!)) m.set(k, y);
    }
    return m;
  };
  const teamFirst = first(ctx.rows('team_seasons'), 'team');
  const coachFirst = first(ctx.rows('coach_stints'), 'coach');
  return {
    teams: (r) => teamFirst.get(r.key) ?? n((r as Row<'teams'>).founded_year),
    team_seasons: (r) => seasonYear((r as Row<'team_seasons'>).season),
    players: (r) => n((r as Row<'players'>).first_year),
    coaches: (r) => coachFirst.get(r.key) ?? null,
  };
}

interface Note {
  league: string;
  table: string;
  field: string;
  first: number;
  last: number;
  note: string;
}

export function readNotes(ctx: BuildContext): Note[] {
  return ctx.readCsv(join(ctx.handDir, 'null-audit-notes.csv')).flatMap((r) => {
    const note = text(r.note);
    const ref = text(r.checked_against);
    const first = int(r.first_year);
    const last = int(r.last_year);
    if (!note || !ref || first === null || last === null) return [];
    return [{ league: r.league, table: r.table_name, field: r.field, first, last, note: `${note} (${ref})` }];
  });
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

interface Cell {
  league: League;
  field: string;
  first: number;
  last: number;
  rows: number;
  empty: number;
}

/**
 * A decade's cell, or for team-seasons (every team has one each season) the decade cut where whole seasons are empty:
 * 1960-1965 with no venue apart from 1966-1969 with venues, so the note says which seasons no source gives.
 */
function spans(byYear: Cell[], perSeason: boolean): Cell[] {
  const sum = (cs: Cell[]): Cell => ({
    ...cs[0],
    last: cs[cs.length - 1].last,
    rows: cs.reduce((a, c) => a + c.rows, 0),
    empty: cs.reduce((a, c) => a + c.empty, 0),
  });
  const whole = sum(byYear);
  if (!perSeason || whole.empty === whole.rows || whole.empty === 0) return [whole];
  const blank = (x: Cell) => x.empty === x.rows;
  const out: Cell[][] = [];
  for (const c of byYear) {
    const run = out[out.length - 1];
    if (run && blank(run[0]) === blank(c) && run[run.length - 1].last === c.first - 1) run.push(c);
    else out.push([c]);
  }
  return out.map(sum);
}

export function nullAudit(ctx: BuildContext): void {
  const notes = readNotes(ctx);
  const years = yearOf(ctx);
  for (const s of subjects(ctx)) {
    const cells = new Map<string, Map<number, Cell>>();
    for (const r of ctx.rows(s.table)) {
      const league = (
        s.table === 'team_seasons'
          ? ctx.get('seasons', String((r as Row<'team_seasons'>).season))?.league
          : (r as Row<'players'>).league
      ) as League | undefined;
      const y = years[s.table](r);
      if (!league || y === null) continue;
      const decade = Math.floor(y / 10) * 10;
      for (const [field, get] of Object.entries(s.fields) as [string, (row: Row<TableName>) => unknown][]) {
        const k = `${league}|${field}|${decade}`;
        const byYear = cells.get(k) ?? new Map<number, Cell>();
        const c = byYear.get(y) ?? { league, field, first: y, last: y, rows: 0, empty: 0 };
        c.rows++;
        if (empty(get(r))) c.empty++;
        cells.set(k, byYear.set(y, c));
      }
    }
    for (const [k, byYear] of cells) {
      const decade = Number(k.slice(k.lastIndexOf('|') + 1));
      const list = [...byYear.values()].sort((a, b) => a.first - b.first);
      for (const c of spans(list, s.table === 'team_seasons')) {
        const whole = c.first === list[0].first && c.last === list[list.length - 1].last;
        const [first, last] = whole ? [decade, decade + 9] : [c.first, c.last];
        const hand = notes.find(
          (x) =>
            x.league === c.league &&
            x.table === s.table &&
            x.field === c.field &&
            x.first <= last &&
            x.last >= first,
        );
        const note =
          hand?.note ??
          (c.empty === c.rows ? `No source of this dataset gives the ${c.field} for these seasons.` : null);
        ctx.add('null_audit', {
          key: `${String(leagueKeys.indexOf(c.league))}|${s.table}|${c.field}|${first}`,
          league: c.league,
          table_name: s.table,
          field: c.field,
          era: whole ? `${decade}s` : first === last ? `${first}` : `${first}–${last}`,
          first_year: first,
          last_year: last,
          rows: c.rows,
          empty: c.empty,
          note,
        });
      }
    }
  }
}

export const nullAuditStep: SourceModule = {
  name: 'null-audit',
  leagues: [],
  needs: [...leagueProducts, pass('history')],
  gives: [table('null_audit')],
  build: nullAudit,
};
