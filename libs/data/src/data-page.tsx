// /data: the whole dataset to download — one archive, every table as gzipped CSV with its rows, size, SHA-256 and
// years per league, the data dictionary, and each source's licence with what may be redistributed. The same page
// on every site: the files are the whole dataset's.
import { useRouteQueries } from '@trophy-room/api-client';
import type { DataCatalogue, Redistribution } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { formatDay, formatNumber } from '@trophy-room/domain';
import { FailedToLoadData, LoadingSpinner, PageFrame, PageSection, QueryState, reloadPage, StatTile } from '@trophy-room/ui-kit';
import { Dictionary } from './dictionary';
import { FilesTable, SourcesTable, TermBadge, YearsTable } from './file-tables';
import { formatBytes } from './format';
import { dataRoute } from './routes';

const title = 'Download the Data';
const intro =
  "Every table behind the nine sites, free, as gzipped CSV: one archive or file by file, with the data dictionary and each source's licence.";

function Archive({ c }: { c: DataCatalogue }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p>
        <a
          href={c.archive.url}
          download
          className="inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
        >
          Download everything ({c.archive.file}, {formatBytes(c.archive.bytes)})
        </a>
      </p>
      <p className="text-sm text-slate-700">
        One tar archive (open it with any unzip tool, or <code>tar -xf</code>) holding the folder{' '}
        <code>trophy-room-data/</code>: <code>datapackage.json</code> (a Frictionless Data Package describing every
        file and column), <code>SOURCES.md</code> (sources, licences, required notices) and the {c.tables.length}{' '}
        table files below.
      </p>
      <p className="text-sm break-all text-slate-700">
        SHA-256 <code>{c.archive.sha256}</code>
      </p>
      <p className="text-sm text-slate-700">
        Or on their own: <a className="text-primary-800 underline" href={c.package.url}>{c.package.file}</a>{' '}
        ({formatBytes(c.package.bytes)}) ·{' '}
        <a className="text-primary-800 underline" href={c.sources_file.url}>
          {c.sources_file.file}
        </a>{' '}
        ({formatBytes(c.sources_file.bytes)})
      </p>
    </div>
  );
}

function Terms({ c }: { c: DataCatalogue }) {
  return (
    <div className="flex flex-col gap-3 text-slate-700">
      <p>
        The compilation is offered under{' '}
        <a className="text-primary-800 underline" href={c.licence.url} rel="license noreferrer">
          {c.licence.name}
        </a>
        : {c.licence.title}. Credit Trophy Room and the sources below. What each source allows:
      </p>
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr]">
        {(Object.keys(c.terms) as Redistribution[]).map((k) => (
          <div key={k} className="contents">
            <dt>
              <TermBadge term={k} />
            </dt>
            <dd className="text-sm">{c.terms[k]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Each table above says how many of its rows come from sources of each kind. The source files themselves are
        never in the download: only the project's own tables, built from them.
      </p>
    </div>
  );
}

export default function DataPage() {
  const { catalogue } = useRouteQueries(dataRoute);
  return (
    <QueryState
      query={catalogue}
      pending={
        <PageFrame title={title} intro={intro}>
          <LoadingSpinner label="Loading the dataset's files..." />
        </PageFrame>
      }
      error={() => (
        <PageFrame title={title} intro={intro}>
          <FailedToLoadData onRetry={reloadPage} />
        </PageFrame>
      )}
    >
      {(c) => <Catalogue c={c} />}
    </QueryState>
  );
}

function Catalogue({ c }: { c: DataCatalogue }) {
  const rows = c.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = c.tables.reduce((n, t) => n + t.bytes, 0);
  return (
    <PageFrame gap={8} title={title} intro={intro}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatTile label="Tables" value={c.tables.length} />
        <StatTile label="Rows" value={formatNumber(rows)} />
        <StatTile label="Size (gzipped)" value={formatBytes(bytes)} />
        <StatTile label="Last built (data as of)" value={c.data_as_of ? formatDay(c.data_as_of) : '—'} />
      </div>
      <PageSection id="archive-title" title="Everything in one file">
        <Archive c={c} />
      </PageSection>
      <PageSection id="files-title" title="Tables">
        <p className="text-sm text-slate-600">
          PostgreSQL CSV, UTF-8, gzip-compressed, with a header row; an empty field is NULL. Rows refer to each other
          by <code>id</code> (a column ending in <code>_id</code>). Check a download with{' '}
          <code>sha256sum</code>. How the figures are checked: <a className="text-primary-800 underline" href={paths.dataQuality()}>Data Quality</a>.
        </p>
        <FilesTable tables={c.tables} />
      </PageSection>
      <PageSection id="years-title" title="Seasons held, by league and table">
        <YearsTable tables={c.tables} />
      </PageSection>
      <PageSection id="dictionary-title" title="Data dictionary">
        <Dictionary tables={c.tables} />
      </PageSection>
      <PageSection id="licences-title" title="Licences and what may be redistributed">
        <Terms c={c} />
        <SourcesTable catalogue={c} />
      </PageSection>
    </PageFrame>
  );
}
