// The fact suite (so a fan can trust the figures): well-known facts about the eight competitions, each checked
// through the API. This file reads facts.csv and evaluates a fact's selector on an API answer; facts.spec.ts runs
// every fact on the full dataset, check.ts against a running server (for writing new facts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

export const COMPETITIONS = ['nfl', 'nba', 'mlb', 'nhl', 'cfb', 'cbb', 'cbs', 'chk'] as const;
export const KINDS = [
  'season-record',
  'game',
  'player-season',
  'player-career',
  'draft',
  'coach',
  'honour',
  'lineage',
] as const;
export const REACHES = ['yes', 'pending', 'unreachable'] as const;

export interface Fact {
  id: string;
  competition: (typeof COMPETITIONS)[number];
  kind: (typeof KINDS)[number];
  subject: string;
  /** The API path, query string included (GET). */
  path: string;
  /** Where the value is in the answer: see `select`. */
  field: string;
  expected: string;
  reference: string;
  reach: (typeof REACHES)[number];
  /** Why a fact is pending (the fix it waits for) or unreachable (what the sources lack). */
  note: string;
}

export const factsFile = join(import.meta.dirname, 'facts.csv');

/** The facts of facts.csv, validated: unique ids, known competition, kind and reach, a note where not reachable. */
export function readFacts(file = factsFile): Fact[] {
  const rows = parse(readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as Fact[];
  const seen = new Set<string>();
  for (const f of rows) {
    const where = `facts.csv ${f.id || '(no id)'}`;
    if (!f.id || seen.has(f.id)) throw new Error(`${where}: missing or repeated id`);
    seen.add(f.id);
    if (!COMPETITIONS.includes(f.competition)) throw new Error(`${where}: competition ${f.competition}`);
    if (!KINDS.includes(f.kind)) throw new Error(`${where}: kind ${f.kind}`);
    if (!REACHES.includes(f.reach)) throw new Error(`${where}: reach ${f.reach}`);
    if (!f.reference) throw new Error(`${where}: no reference`);
    if (f.reach !== 'yes' && !f.note) throw new Error(`${where}: reach=${f.reach} needs a note saying why`);
    if (f.reach !== 'unreachable' && !f.path.startsWith('/api/')) throw new Error(`${where}: path ${f.path}`);
  }
  return rows;
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A game's winner and score, so a fact need not depend on which side was at home. */
function virtual(obj: Record<string, Json>, key: string): Json {
  const home = obj.home_score;
  const away = obj.away_score;
  if (typeof home !== 'number' || typeof away !== 'number') return undefined;
  const name = (t: Json) => (isObj(t) ? t.name : t);
  if (key === 'score') return `${Math.max(home, away)}-${Math.min(home, away)}`;
  if (key === 'winner') return home === away ? 'tie' : name(home > away ? obj.home_team : obj.away_team);
  if (key === 'loser') return home === away ? 'tie' : name(home > away ? obj.away_team : obj.home_team);
  return undefined;
}

/** One step of a path: a key, or a filter `[k=v,k2!=v2]` (keys may be dotted), or an index `[0]`. */
function step(value: Json, seg: string, trail: string): Json {
  const filter = /^\[(.*)\]$/.exec(seg);
  if (filter) {
    if (!Array.isArray(value)) throw new Error(`${trail}: ${seg} on a non-array`);
    if (/^\d+$/.test(filter[1])) return value[Number(filter[1])];
    const conds = filter[1].split(',').map((c) => {
      const m = /^([^!=]+)(!?=)(.*)$/.exec(c.trim());
      if (!m) throw new Error(`${trail}: bad condition ${c}`);
      return { path: m[1].trim(), neg: m[2] === '!=', want: m[3].trim() };
    });
    return value.filter((el) =>
      conds.every((c) => (String(resolve(el, c.path, trail)) === c.want) !== c.neg),
    );
  }
  if (Array.isArray(value)) {
    if (seg === 'length') return value.length;
    if (value.length !== 1) throw new Error(`${trail}: ${value.length} matches, expected one`);
    value = value[0];
  }
  if (!isObj(value)) throw new Error(`${trail}: .${seg} on ${value === null ? 'null' : typeof value}`);
  return seg in value ? value[seg] : virtual(value, seg);
}

/** Splits `a.b[k=v].c` into `a`, `b`, `[k=v]`, `c` (dots inside brackets belong to the filter). */
function segments(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  const flush = () => {
    if (cur) out.push(cur);
    cur = '';
  };
  for (const ch of path) {
    if (ch === '[' && depth++ === 0) flush();
    if (ch === '.' && depth === 0) {
      flush();
      continue;
    }
    cur += ch;
    if (ch === ']' && --depth === 0) flush();
  }
  flush();
  return out;
}

function resolve(root: Json, path: string, trail = path): Json {
  let v = root;
  for (const seg of segments(path)) v = step(v, seg, trail);
  return v;
}

const show = (v: Json): string =>
  v === undefined ? '(missing)' : typeof v === 'string' ? v : JSON.stringify(v);

/**
 * The value a fact reads: `path` (dotted keys, `[k=v]` filters, `[n]` indexes, `.length` of an array), or
 * `path :: template`, where the template's `{key}` are read from what the path gives (`{wins}-{losses}`). A key
 * reached through a filter must match exactly one element. Games also answer `winner`, `loser` and `score`
 * (high-low).
 */
export function select(body: Json, field: string): string {
  const [path, template] = field.split('::').map((s) => s.trim());
  const base = path ? resolve(body, path) : body;
  if (template === undefined) return show(base);
  return template.replace(/\{([^}]+)\}/g, (_, key: string) =>
    show(resolve(base, key.trim(), `${path} :: ${key}`)),
  );
}

export interface Outcome {
  fact: Fact;
  actual: string;
  ok: boolean;
}

/** Checks one fact with `get` (a GET of an API path answering status and JSON body). */
export async function checkFact(
  fact: Fact,
  get: (path: string) => Promise<{ status: number; body: Json }>,
): Promise<Outcome> {
  let actual: string;
  try {
    const res = await get(fact.path);
    actual = res.status === 200 ? select(res.body, fact.field) : `HTTP ${res.status}`;
  } catch (e) {
    actual = `error: ${(e as Error).message}`;
  }
  return { fact, actual, ok: actual === fact.expected };
}

/** One readable line of a fact that did not give its expected value. */
export const describeOutcome = ({ fact, actual }: Outcome) =>
  `${fact.id} · ${fact.subject}\n    expected: ${fact.expected}\n    actual:   ${actual}\n    reference: ${fact.reference}` +
  (fact.note ? `\n    note: ${fact.note}` : '') +
  `\n    GET ${fact.path} → ${fact.field}`;
