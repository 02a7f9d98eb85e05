// Reads a many-row result as one JSON text per row, parsed here: the embedded database's client decodes a result
// field by field (a 400-row page of 40 columns spent ~70 % of its time there), while one text per row is one field
// to decode and one JSON.parse. The values are those the field-by-field decoding gives for every column type the
// schema uses (int8 and numeric as numbers, dates as 'YYYY-MM-DD', json and arrays as values; it has no timestamps).
import type { QueryOptions, Sql } from '../plugins/db';

export async function jsonRows<T>(
  sql: Sql,
  text: string,
  params: unknown[],
  opts?: QueryOptions,
): Promise<T[]> {
  const rows = await sql.query<{ j: string }>(
    `SELECT row_to_json(q)::text AS j FROM (${text}) q`,
    params,
    opts,
  );
  return rows.map((r) => JSON.parse(r.j) as T);
}
