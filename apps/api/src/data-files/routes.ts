// /api/core/data-files/: what /data offers — every table file with its figures, the archive, the dictionary and the
// sources' licences — as the pipeline recorded it, with the leagues named from the database.
import { endpoints } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { endpoint } from '../http/route';
import { catalogueWithLeagues, type DataFiles } from './catalogue';

export async function dataFilesRoutes(app: FastifyInstance, opts: { data: DataFiles | undefined }) {
  endpoint(
    app,
    endpoints.dataFiles,
    {
      tags: ['core'],
      summary: 'The whole dataset as files to download',
      description:
        'Every table as gzipped CSV under /data/<file> (row count, size, SHA-256 and years per league), one tar ' +
        'archive of them all with datapackage.json (a Frictionless Data Package) and SOURCES.md, the data ' +
        'dictionary, and each source’s licence with what may be redistributed. The page is /data on every site.',
    },
    async () => {
      if (!opts.data) throw new HttpError(404, 'The dataset’s files are not available on this server.');
      const leagues = await app.repos.core.leagues();
      return { data: catalogueWithLeagues(opts.data, new Map(leagues.map((l) => [l.slug, l.name]))) };
    },
  );
}
