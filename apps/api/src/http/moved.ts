// A slug the dataset once published and has since changed (slug_redirects) answers 301 with the same path under
// the new slug; so does a game id a rebuild once gave and then gave back (hand/game-ids.csv in the pipeline), to the
// game's page under its slug. Any other unknown key is a 404. `accepts` narrows it to targets the caller can show (a person of the
// site's own league, where the old slug now names another league's namesake).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MovedError, notFound, type HttpError } from './errors';

/** The resources whose slugs the dataset has changed since it published them. */
export type MovedResource = 'teams' | 'players' | 'coaches' | 'games';

export async function notFoundOrMoved(
  app: FastifyInstance,
  req: FastifyRequest,
  resource: MovedResource,
  key: string,
  what: string,
  accepts: (slug: string) => Promise<boolean> = async () => true,
): Promise<HttpError> {
  const next = await app.repos.core.redirect(resource, key);
  if (!next || !(await accepts(next))) return notFound(what);
  const segment = `/${encodeURIComponent(key)}/`;
  return new MovedError(req.url.replace(segment, `/${encodeURIComponent(next)}/`));
}
