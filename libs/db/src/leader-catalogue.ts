// leader_stats written from the stat catalogue of @trophy-room/domain: the loader empties it and inserts these rows in
// its transaction, before it derives the leader tables (0015's INSERT stays in that historical migration, but a load
// replaces its rows). The catalogue's hash is part of the dataset's fingerprint, so a changed catalogue reloads.
import { createHash } from 'node:crypto';
import { leaderStatsByLeague, statDigits, type StatDef } from '@trophy-room/domain';
import type { Queryable } from './client';
import { LEADER_DERIVATION } from './leaders';

/** A row of leader_stats as the loader writes it (numerics as text, as the derivation reads them back). */
export interface LeaderStatRow {
  league: string;
  ord: number;
  slug: string;
  label: string;
  abbr: string;
  grp: string;
  num: string[];
  num_less: string[];
  scale: string;
  den: string[] | null;
  qual: string[] | null;
  qual_scale: string;
  qual_unit: string | null;
  season_per_game: string | null;
  season_min: string | null;
  career_min: string | null;
  digits: number;
  ascending: boolean;
  except_pos: string | null;
}

const text = (v: number | undefined) => (v === undefined ? null : String(v));

function row(league: string, ord: number, s: StatDef): LeaderStatRow {
  const q = s.qualifier;
  return {
    league,
    ord,
    slug: s.key,
    label: s.label,
    abbr: s.abbr,
    grp: s.group,
    num: [...s.formula.num],
    num_less: [...(s.formula.numLess ?? [])],
    scale: String(s.formula.scale ?? 1),
    den: s.formula.den ? [...s.formula.den] : null,
    qual: q ? [...q.keys] : null,
    qual_scale: String(q?.scale ?? 1),
    qual_unit: q?.unit ?? null,
    season_per_game: text(q?.seasonPerGame),
    season_min: text(q?.seasonMin),
    career_min: text(q?.careerMin),
    digits: statDigits(s),
    ascending: s.ascending ?? false,
    except_pos: s.exceptPosition ?? null,
  };
}

/** The catalogue's ranked stats as leader_stats rows: league by league, each in its list's order (ord from 1). */
export function leaderStatRows(): LeaderStatRow[] {
  return leaderStatsByLeague().flatMap(({ league, stats }) => stats.map((s, i) => row(league, i + 1, s)));
}

/** A short hash of the rows: a changed catalogue changes the dataset's fingerprint, and the next start reloads. */
export function leaderCatalogueHash(): string {
  const rows = JSON.stringify([LEADER_DERIVATION, leaderStatRows()]);
  return createHash('sha256').update(rows).digest('hex').slice(0, 16);
}

/** Replaces leader_stats with the catalogue's rows (ids from 1 by league and order: the derived tables' key). */
export async function writeLeaderStats(tx: Queryable): Promise<void> {
  await tx.exec('TRUNCATE leader_stats RESTART IDENTITY');
  await tx.query(
    `INSERT INTO leader_stats (league, ord, slug, label, abbr, grp, num, num_less, scale, den, qual, qual_scale,
       qual_unit, season_per_game, season_min, career_min, digits, ascending, except_pos)
     SELECT x.league, x.ord, x.slug, x.label, x.abbr, x.grp, x.num, x.num_less, x.scale, x.den, x.qual, x.qual_scale,
       x.qual_unit, x.season_per_game, x.season_min, x.career_min, x.digits, x.ascending, x.except_pos
     FROM jsonb_to_recordset($1::jsonb) AS x(league text, ord integer, slug text, label text,
       abbr text, grp text, num text[], num_less text[], scale numeric, den text[], qual text[], qual_scale numeric,
       qual_unit text, season_per_game numeric, season_min numeric, career_min numeric, digits integer,
       ascending boolean, except_pos text)
     ORDER BY x.league, x.ord`,
    [JSON.stringify(leaderStatRows())],
  );
}
