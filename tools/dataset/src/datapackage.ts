// data/datapackage.json: the Frictionless Data Package describing the files the writer produces (one tabular
// resource per table, with its bytes, hash and schema from libs/db's column docs), its licence and its sources with
// what each allows. And the one rule that sorts a source's stated licence into what may be redistributed.
import { fileColumns, tableDocs, type FileColumn } from '@trophy-room/db/column-docs';
import type { Cell, Row, TableName } from './model';
import type { TableManifest } from './write';

/**
 * What a source allows, read from its stated licence:
 * - open: an open licence or notice that allows redistribution with attribution (MIT, CC BY, CC BY-SA, Retrosheet,
 *   the Hockey Databank);
 * - facts: facts the project transcribed by hand from a public reference (facts are not copyrightable);
 * - unlicensed: no licence stated, or the site it comes from sets its own terms: the files carry the facts taken
 *   from it (scores, dates, names, statistics) in the project's own tables, never the source's files;
 * - restricted: the source's terms restrict use (Kaggle competition data).
 */
export type Redistribution = 'open' | 'facts' | 'unlicensed' | 'restricted';
export const redistributions: readonly Redistribution[] = ['open', 'facts', 'unlicensed', 'restricted'];

export function redistribution(licence: string | null | undefined): Redistribution {
  const l = (licence ?? '').trim();
  if (/restrict/i.test(l)) return 'restricted';
  if (/^facts\b/i.test(l)) return 'facts';
  if (/^(MIT|CC BY|Retrosheet|Free use)\b/i.test(l) && !/\bterms\b/i.test(l)) return 'open';
  return 'unlicensed';
}

/** What each kind of source allows, in plain words: shown on /data, in datapackage.json and in SOURCES.md. */
export const redistributionTerms: Record<Redistribution, string> = {
  open:
    'Open licence or notice: the rows may be redistributed, with the attribution the source asks for (CC BY-SA ' +
    'sources also ask that what you share stays under the same licence).',
  facts:
    'Facts the project transcribed by hand from a public reference: facts are not copyrightable; the rows may be ' +
    'redistributed under the compilation’s licence.',
  unlicensed:
    'No licence stated, or the site the data comes from sets its own terms: the files hold the facts taken from it ' +
    '(results, dates, names, statistics) in the project’s own tables; the source’s own files are not ' +
    'redistributed here. Credit the source, and check its site’s terms before republishing these rows in bulk or ' +
    'commercially.',
  restricted:
    'The source’s terms restrict use (Kaggle competition data): the rows are offered for reference and research ' +
    'with the source credited, not for commercial reuse; the source’s own files are not redistributed here.',
};

/** The project's own licence for its compilation and hand-written facts (the Lahman data it builds on is BY-SA). */
export const packageLicence = {
  name: 'CC-BY-SA-4.0',
  path: 'https://creativecommons.org/licenses/by-sa/4.0/',
  title:
    'Creative Commons Attribution-ShareAlike 4.0 (the compilation); each source’s rows keep its own terms',
};

function field(c: FileColumn) {
  return {
    name: c.name,
    type: c.type,
    ...(c.kind === 'bool' ? { trueValues: ['t'], falseValues: ['f'] } : {}),
    description: c.description,
    ...(c.unit ? { unit: c.unit } : {}),
    ...(c.nullable ? {} : { constraints: { required: true } }),
  };
}

export interface PackageInput {
  tables: Record<string, TableManifest>;
  sources: Row<'sources'>[];
  dataAsOf: string | null;
}

const text = (v: Cell) => (v === null || v === undefined ? '' : String(v).trim());

export function dataPackage({ tables, sources, dataAsOf }: PackageInput) {
  return {
    profile: 'tabular-data-package',
    name: 'trophy-room',
    title: 'Trophy Room: championships and statistics of North American sport',
    description:
      'Every table of the Trophy Room dataset (NFL, NBA, MLB, NHL and NCAA Division I football, basketball, ' +
      'baseball and hockey) as gzip-compressed PostgreSQL CSV. Built by the project’s pipeline from the public ' +
      'sources listed here; see SOURCES.md for each source’s licence and the attribution it requires.',
    version: dataAsOf ?? undefined,
    ...(dataAsOf ? { created: `${dataAsOf}T00:00:00Z` } : {}),
    licenses: [packageLicence],
    redistribution: redistributionTerms,
    sources: sources.map((s) => ({
      title: text(s.name) || s.key,
      ...(text(s.url) ? { path: text(s.url) } : {}),
      licence: text(s.licence) || 'not stated',
      attribution: text(s.attribution),
      redistribution: redistribution(text(s.licence)),
    })),
    resources: (Object.keys(tables) as TableName[]).map((name) => {
      const t = tables[name];
      const columns = fileColumns(name);
      return {
        profile: 'tabular-data-resource',
        name,
        path: t.file,
        title: name,
        description: tableDocs[name].table,
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        compression: 'gz',
        bytes: t.bytes,
        hash: `sha256:${t.sha256}`,
        dialect: { delimiter: ',', quoteChar: '"', doubleQuote: true, header: true },
        schema: {
          fields: columns.map(field),
          missingValues: [''],
          primaryKey: ['id'],
          // Left out where a table references none: the table-schema profile asks for at least one item.
          ...foreignKeys(columns),
        },
      };
    }),
  };
}

/** A table's foreign keys, or nothing when it has none. */
function foreignKeys(columns: { name: string; references?: string }[]) {
  const keys = columns
    .filter((c) => c.references)
    .map((c) => ({ fields: [c.name], reference: { resource: c.references!, fields: ['id'] } }));
  return keys.length ? { foreignKeys: keys } : {};
}
