// Reads a many-row result as one JSON text, parsed here: the embedded database's client decodes a result field by
// field and message by message (a 400-row page of 40 columns spent ~70 % of its time there; 10,000 one-column rows
// cost about four times the statement), while one JSON array of the rows is one field to decode and one JSON.parse.
// json_agg writes each row as row_to_json does, in the order the subquery gives them: the statement's ORDER BY keeps
// the subquery from being merged into the aggregate's query, whose rows it then reads in order (PostgreSQL's own
// idiom for an ordered aggregate over a sorted subquery). The values are those the field-by-field decoding gives for
// every column type the schema uses (int8 and numeric as numbers, dates as 'YYYY-MM-DD', json and arrays as values;
// it has no timestamps).
import type { QueryOptions, Sql } from '../plugins/db';

export async function jsonRows<T>(
  sql: Sql,
  text: string,
  params: unknown[],
  opts?: QueryOptions,
): Promise<T[]> {
  const rows = await sql.query<{ j: string | null }>(
    `SELECT json_agg(q)::text AS j FROM (${text}) q`,
    params,
    opts,
  );
  const j = rows[0]?.j;
  return j ? (JSON.parse(j) as T[]) : [];
}
