// data/datapackage.json against the Frictionless Data Package and Table Schema rules (checked here against the
// specs' required properties and allowed values: no validator dependency), against the files it describes, and
// against libs/db's dictionary (so the descriptor, the dictionary and the database cannot drift). Plus the one rule
// that reads a source's licence.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileColumns } from '@trophy-room/db/column-docs';
import { describe, expect, it } from 'vitest';
import { redistribution } from './redistribution';
import type { TableName } from './model';
import { defaultOutDir } from './write';

type Json = Record<string, unknown>;
const FIELD_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'date',
  'time',
  'datetime',
  'year',
  'yearmonth',
  'duration',
  'geopoint',
  'geojson',
  'any',
];
const CONSTRAINTS = ['required', 'unique', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'enum'];
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrArray = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Every way `pkg` breaks the Data Package (v1) and Table Schema rules; empty when it keeps them. */
export function frictionlessErrors(pkg: unknown): string[] {
  const errors: string[] = [];
  const err = (where: string, what: string) => errors.push(`${where}: ${what}`);
  if (!isObj(pkg)) return ['descriptor: must be an object'];
  if (pkg.name !== undefined && !/^[a-z0-9._-]+$/.test(String(pkg.name)))
    err('name', 'lower-case, digits, - . _');
  if (pkg.created !== undefined && Number.isNaN(Date.parse(String(pkg.created)))) err('created', 'ISO 8601');
  if (pkg.licenses !== undefined) {
    if (!Array.isArray(pkg.licenses)) err('licenses', 'must be an array');
    else
      pkg.licenses.forEach((l, i) => {
        if (!isObj(l) || (typeof l.name !== 'string' && typeof l.path !== 'string'))
          err(`licenses[${i}]`, 'needs a name or a path');
      });
  }
  if (pkg.sources !== undefined) {
    if (!Array.isArray(pkg.sources)) err('sources', 'must be an array');
    else
      pkg.sources.forEach(
        (s, i) =>
          !(isObj(s) && typeof s.title === 'string' && s.title) && err(`sources[${i}]`, 'needs a title'),
      );
  }
  if (!Array.isArray(pkg.resources) || pkg.resources.length === 0)
    return [...errors, 'resources: at least one'];
  const resources = pkg.resources as unknown[];
  const names = new Set<string>();
  const schemas = new Map<string, Json>();
  resources.forEach((r, i) => {
    const at = `resources[${i}]`;
    if (!isObj(r)) return err(at, 'must be an object');
    if (typeof r.name !== 'string' || !/^[a-z0-9._/-]+$/.test(r.name))
      err(at, 'name: lower-case, digits, - . _ /');
    else if (names.has(r.name)) err(at, `name ${r.name} is not unique`);
    else names.add(r.name);
    if ((r.path === undefined) === (r.data === undefined)) err(at, 'exactly one of path and data');
    const ps = r.path === undefined ? [] : Array.isArray(r.path) ? r.path : [r.path];
    for (const p of ps)
      if (typeof p !== 'string' || p.startsWith('/') || p.split('/').includes('..') || /^[a-z]+:/i.test(p))
        err(at, `path ${String(p)}: a relative POSIX path inside the package`);
    if (r.bytes !== undefined && !(Number.isInteger(r.bytes) && (r.bytes as number) >= 0))
      err(at, 'bytes: integer');
    if (r.hash !== undefined && !/^((md5|sha1|sha256|sha512):)?[0-9a-f]+$/.test(String(r.hash)))
      err(at, 'hash');
    if (r.mediatype !== undefined && !/^[\w.+-]+\/[\w.+-]+$/.test(String(r.mediatype))) err(at, 'mediatype');
    for (const k of ['format', 'encoding', 'compression', 'title', 'description', 'profile'])
      if (r[k] !== undefined && typeof r[k] !== 'string') err(at, `${k}: string`);
    if (r.dialect !== undefined) {
      const d = r.dialect;
      if (!isObj(d)) err(at, 'dialect: object');
      else {
        for (const k of ['delimiter', 'quoteChar'])
          if (d[k] !== undefined && (typeof d[k] !== 'string' || (d[k] as string).length !== 1))
            err(at, `dialect.${k}`);
        for (const k of ['header', 'doubleQuote'])
          if (d[k] !== undefined && typeof d[k] !== 'boolean') err(at, `dialect.${k}: boolean`);
      }
    }
    if (r.profile === 'tabular-data-resource' && !isObj(r.schema))
      err(at, 'a tabular resource needs a schema');
    if (isObj(r.schema) && typeof r.name === 'string') schemas.set(r.name, r.schema);
  });
  for (const [name, s] of schemas) {
    const at = `${name}.schema`;
    if (!Array.isArray(s.fields) || s.fields.length === 0) {
      err(at, 'fields: at least one');
      continue;
    }
    const fieldNames = new Set<string>();
    for (const f of s.fields as unknown[]) {
      if (!isObj(f) || typeof f.name !== 'string') {
        err(at, 'each field needs a name');
        continue;
      }
      if (fieldNames.has(f.name)) err(at, `field ${f.name} is not unique`);
      fieldNames.add(f.name);
      if (!FIELD_TYPES.includes(String(f.type ?? 'string'))) err(at, `${f.name}: type ${String(f.type)}`);
      for (const k of ['trueValues', 'falseValues'])
        if (f[k] !== undefined && (f.type !== 'boolean' || !isStrArray(f[k]))) err(at, `${f.name}.${k}`);
      if (f.constraints !== undefined) {
        if (!isObj(f.constraints)) err(at, `${f.name}.constraints: object`);
        else
          for (const k of Object.keys(f.constraints))
            if (!CONSTRAINTS.includes(k)) err(at, `${f.name}: constraint ${k}`);
      }
    }
    if (s.missingValues !== undefined && !isStrArray(s.missingValues)) err(at, 'missingValues: strings');
    const keyFields = (v: unknown) => (typeof v === 'string' ? [v] : isStrArray(v) ? (v as string[]) : null);
    if (s.primaryKey !== undefined) {
      const pk = keyFields(s.primaryKey);
      if (!pk || pk.some((k) => !fieldNames.has(k))) err(at, 'primaryKey names its fields');
    }
    // The table-schema profile: foreignKeys, where given, is an array of at least one item.
    if (s.foreignKeys !== undefined && (!Array.isArray(s.foreignKeys) || s.foreignKeys.length === 0))
      err(at, 'foreignKeys: at least one item, or left out');
    for (const fk of (s.foreignKeys ?? []) as unknown[]) {
      const fields = isObj(fk) ? keyFields(fk.fields) : null;
      const ref = isObj(fk) && isObj(fk.reference) ? fk.reference : null;
      const refFields = ref ? keyFields(ref.fields) : null;
      if (!fields || !ref || !refFields || fields.length !== refFields.length) {
        err(at, 'foreignKeys: fields and reference.fields of one length');
        continue;
      }
      if (fields.some((k) => !fieldNames.has(k))) err(at, `foreignKeys: ${fields.join()} not in the schema`);
      const target = ref.resource === '' ? s : schemas.get(String(ref.resource));
      const targetFields = new Set(((target?.fields ?? []) as Json[]).map((f) => f.name));
      if (!target || refFields.some((k) => !targetFields.has(k)))
        err(at, `foreignKeys: ${String(ref.resource)}.${refFields.join()} does not exist`);
    }
  }
  return errors;
}

const file = join(defaultOutDir, 'datapackage.json');

describe('data/datapackage.json', () => {
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    resources: { name: TableName; path: string; bytes: number; hash: string; schema: { fields: Json[] } }[];
    licenses: Json[];
    sources: Json[];
  };

  it('keeps the Data Package and Table Schema rules', () => {
    expect(frictionlessErrors(pkg)).toEqual([]);
  });

  it('describes every file as it is: its bytes and SHA-256', () => {
    for (const r of pkg.resources) {
      const bytes = readFileSync(join(defaultOutDir, r.path));
      expect(r.bytes, r.path).toBe(bytes.length);
      expect(r.hash, r.path).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    }
  });

  it('has the columns and descriptions of libs/db’s dictionary, in file order', () => {
    for (const r of pkg.resources) {
      const dict = fileColumns(r.name);
      expect(r.schema.fields.map((f) => [f.name, f.description])).toEqual(
        dict.map((c) => [c.name, c.description]),
      );
    }
  });

  it('names its licence and a title, licence and redistribution for every source', () => {
    expect(pkg.licenses[0]).toMatchObject({ name: 'CC-BY-SA-4.0' });
    for (const s of pkg.sources)
      expect(s).toMatchObject({ title: expect.any(String), licence: expect.any(String) });
  });
});

describe('the checker', () => {
  const ok = {
    name: 'p',
    resources: [
      { name: 'a', path: 'a.csv', schema: { fields: [{ name: 'id', type: 'integer' }], primaryKey: ['id'] } },
    ],
  };
  it('accepts a minimal package and finds what breaks the rules', () => {
    expect(frictionlessErrors(ok)).toEqual([]);
    expect(frictionlessErrors({ resources: [] })).toEqual(['resources: at least one']);
    const bad = {
      name: 'Bad Name',
      licenses: [{ title: 'x' }],
      sources: [{}],
      resources: [
        {
          name: 'a',
          path: '../a.csv',
          hash: 'xyz',
          profile: 'tabular-data-resource',
          dialect: { delimiter: ',,' },
          schema: {
            fields: [{ name: 'id', type: 'int', trueValues: ['t'] }, { name: 'id' }],
            primaryKey: ['nope'],
            foreignKeys: [{ fields: ['id'], reference: { resource: 'b', fields: ['id'] } }],
          },
        },
        { name: 'a', data: [], path: 'x.csv', profile: 'tabular-data-resource' },
      ],
    };
    const found = frictionlessErrors(bad).join('\n');
    for (const want of [
      'name:',
      'licenses[0]',
      'sources[0]',
      'path ../a.csv',
      'hash',
      'dialect.delimiter',
      'type int',
      'id.trueValues',
      'field id is not unique',
      'primaryKey',
      'b.id does not exist',
      'name a is not unique',
      'exactly one of path',
      'needs a schema',
    ])
      expect(found).toContain(want);
  });
});

describe('what a source allows', () => {
  it.each([
    ['MIT', 'open'],
    ['CC BY-SA 3.0', 'open'],
    ['CC BY 4.0 (FiveThirtyEight); hosting repositories state no licence', 'open'],
    ['Retrosheet notice (free use with attribution)', 'open'],
    [
      'Free use including commercial use with the attribution statement displayed; no accuracy guarantee',
      'open',
    ],
    ['MIT (the repository); Hockey-Reference (Sports-Reference terms) for the underlying data', 'unlicensed'],
    ['Facts (not copyrightable); transcribed by hand', 'facts'],
    ['No licence stated', 'unlicensed'],
    ['No licence file; Sports-Reference terms apply', 'unlicensed'],
    [
      'Repository MIT (code); Kaggle competition data (Kenneth Massey), no separate licence stated',
      'unlicensed',
    ],
    ['No licence stated (Kaggle competition data; competition rules restrict use)', 'restricted'],
    [null, 'unlicensed'],
  ])('%s → %s', (licence, kind) => {
    expect(redistribution(licence)).toBe(kind);
  });
});
