// /data/<file> on every host: the dataset's files, sent from data/ as the pipeline wrote them. Only the names the
// catalogue lists are served (looked up by name, never joined to a path, so no traversal can reach another file);
// anything else is 404 {detail}. Each answer has the file's SHA-256 as its strong ETag (304 on If-None-Match) and the
// static cache class: the files change only when the dataset is rebuilt. The archive is streamed from the same files
// between its tar headers (libs/db archive.ts), so its bytes are those the pipeline hashed, and nothing is held.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { archiveFile, archiveLayout, archiveMembers, archiveTime } from '@trophy-room/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { cacheControl } from '../http/cache-class';
import type { DataFiles, ServedFile } from './catalogue';

export interface DataFilesOptions {
  data: DataFiles | undefined;
}

/** A 304 is due when If-None-Match names the file's ETag (or is *). */
function notModified(req: FastifyRequest, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  return !!inm && (inm === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));
}

function archiveStream(data: DataFiles): Readable {
  const members = archiveMembers().map((name) => ({ name, size: data.files.get(name)!.bytes }));
  const parts = archiveLayout(members, archiveTime(data.catalogue.data_as_of));
  return Readable.from(
    (async function* () {
      for (const p of parts) {
        if ('bytes' in p) yield p.bytes;
        else for await (const chunk of createReadStream(join(data.dir, p.member))) yield chunk as Buffer;
      }
    })(),
  );
}

/** Download as a file (tables, the archive); the descriptor and the sources open in the browser. */
const disposition = (f: ServedFile) =>
  /\.(gz|tar)$/.test(f.name) ? `attachment; filename="${f.name}"` : `inline; filename="${f.name}"`;

export async function dataFilesPlugin(app: FastifyInstance, opts: DataFilesOptions) {
  const { data } = opts;
  // HEAD declared with GET (not Fastify's automatic HEAD, which would read the whole file to discard it).
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/data/:file',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const f = data?.files.get(req.params.file);
      if (!data || !f) throw new HttpError(404, 'No such file: the dataset’s files are listed at /data.');
      const etag = `"${f.sha256}"`;
      reply
        .header('Cache-Control', cacheControl('static'))
        .header('ETag', etag)
        .header('Content-Type', f.contentType)
        .header('Content-Disposition', disposition(f));
      if (notModified(req, etag)) return reply.code(304).send();
      reply.header('Content-Length', String(f.bytes));
      if (req.method === 'HEAD') return reply.send();
      return reply.send(
        f.name === archiveFile ? archiveStream(data) : createReadStream(join(data.dir, f.name)),
      );
    },
  });
}
