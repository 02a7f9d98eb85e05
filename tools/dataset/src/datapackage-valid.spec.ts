// data/datapackage.json read by Frictionless's own JavaScript libraries, as a user of the download reads it:
// `datapackage` validates the descriptor against the tabular-data-package profile, `tableschema` (its table reader)
// parses each gzip-compressed table with the resource's schema. What it checks, in under a minute for 1.3 M rows:
// - the descriptor: valid (profile, every resource tabular, every schema valid);
// - every table, every row: the header is the schema's fields in order; the primary key present and unique; every
//   foreign key value found among the referenced table's keys (a Set per table: the libraries' own relation check
//   scans the referenced rows for each row, hours at this size);
// - types and constraints (required, integer, number, date, boolean, object): every row of a table up to 5,000
//   rows and a stride of the larger ones (every 100th row after the first 5,000), cast by the schema's castRow,
//   which throws on a value its type or constraints refuse.
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { Package } from 'datapackage';
import { Table } from 'tableschema';
import { describe, expect, it } from 'vitest';
import { defaultOutDir } from './write';

const dir = defaultOutDir;
const descriptor = join(dir, 'datapackage.json');
const CAST_ALL = 5_000;
const STRIDE = 100;

interface ForeignKey {
  fields: string[];
  reference: { resource: string; fields: string[] };
}
interface TabularResource {
  name: string;
  path: string;
  schema: { fields: { name: string }[]; primaryKey: string[]; foreignKeys?: ForeignKey[] };
  dialect?: { delimiter?: string };
}

describe.skipIf(!existsSync(descriptor))('data/datapackage.json, read by Frictionless', () => {
  it('validates: the descriptor, and each table’s rows against its schema (types, keys, foreign keys)', async () => {
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect(pkg.valid).toBe(true);
    const resources = pkg.resources.map((r) => r.descriptor as TabularResource);
    expect(resources.length).toBeGreaterThan(20);

    const keys = new Map<string, Set<string>>();
    const references: { from: string; fk: ForeignKey; values: Set<string> }[] = [];
    const problems: string[] = [];
    let rows = 0;
    for (const r of resources) {
      expect(pkg.getResource(r.name).tabular, r.name).toBe(true);
      // The resource's dialect, as a Frictionless reader takes it (without it the reader sniffs the delimiter from the
      // first chunk, and a run of hyphenated slugs can pass for another delimiter).
      const table = await Table.load(() => createReadStream(join(dir, r.path)).pipe(createGunzip()), {
        schema: r.schema,
        delimiter: r.dialect?.delimiter ?? ',',
      });
      const names = r.schema.fields.map((f) => f.name);
      const at = (n: string) => names.indexOf(n);
      const pk = r.schema.primaryKey.map(at);
      const fks = (r.schema.foreignKeys ?? []).map((fk) => ({
        fk,
        at: fk.fields.map(at),
        values: new Set<string>(),
      }));
      const seen = new Set<string>();
      let i = 0;
      for await (const row of (await table.iter({ cast: false })) as unknown as AsyncIterable<string[]>) {
        const cells = row;
        if (i < CAST_ALL || i % STRIDE === 0) {
          try {
            table.schema.castRow(cells);
          } catch (e) {
            const errors = (e as { errors?: Error[] }).errors ?? [e as Error];
            problems.push(`${r.name} row ${i + 2}: ${errors.map((x) => x.message).join('; ')}`);
          }
        }
        const key = pk.map((k) => cells[k]).join('\u0001');
        if (pk.some((k) => !cells[k])) problems.push(`${r.name} row ${i + 2}: primary key empty`);
        else if (seen.has(key)) problems.push(`${r.name} row ${i + 2}: primary key ${key} repeated`);
        seen.add(key);
        for (const f of fks)
          if (f.at.every((k) => cells[k] !== '')) f.values.add(f.at.map((k) => cells[k]).join('\u0001'));
        i++;
        if (problems.length > 20) break;
      }
      expect(table.headers, r.name).toEqual(names);
      keys.set(r.name, seen);
      for (const f of fks) references.push({ from: r.name, fk: f.fk, values: f.values });
      rows += i;
    }
    for (const { from, fk, values } of references) {
      const target = keys.get(fk.reference.resource);
      if (!target) {
        problems.push(`${from}.${fk.fields.join()}: no resource ${fk.reference.resource}`);
        continue;
      }
      const missing = [...values].filter((v) => !target.has(v));
      if (missing.length) {
        problems.push(
          `${from}.${fk.fields.join()} → ${fk.reference.resource}: ${missing.length} values not found (${missing.slice(0, 5).join(', ')})`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(rows).toBeGreaterThan(1_000_000);
  }, 600_000);

  it('the schema refuses what the descriptor forbids: a word for an integer key, an empty required field', async () => {
    const pkg = await Package.load(descriptor, { basePath: dir });
    const teams = pkg.resources.find((r) => (r.descriptor as TabularResource).name === 'teams');
    const { schema } = teams?.descriptor as TabularResource;
    const table = await Table.load(() => createReadStream(join(dir, 'teams.csv.gz')).pipe(createGunzip()), {
      schema,
    });
    let good: string[] | undefined;
    for await (const row of (await table.iter({ cast: false })) as unknown as AsyncIterable<string[]>) {
      good = row;
      break;
    }
    expect(() => table.schema.castRow(good!)).not.toThrow();
    expect(() => table.schema.castRow(['x', ...good!.slice(1)])).toThrow();
    expect(() => table.schema.castRow(['', ...good!.slice(1)])).toThrow();
  });
});
