// data/datapackage.json: the Frictionless Data Package describing the files the writer produces (one tabular
// resource per table, with its bytes, hash and schema from libs/db's column docs), its licence and its sources with
// what each allows (./redistribution.ts sorts a source's stated licence into what may be redistributed).
import { fileColumns, tableDocs, type FileColumn } from '@trophy-room/db/column-docs';
import type { Cell, Row, TableName } from './model';
import { redistribution, redistributionTerms } from './redistribution';
import type { TableManifest } from './write-types';

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
