// Resolves the `division` / `conference` query parameters (slug or name) to ids within the site's leagues;
// an unknown one is the caller's mistake: 400 naming it.
import type { CoreRepository } from '../core/repository';
import { badRequest } from '../http/errors';

export async function groupFilter(
  core: CoreRepository,
  leagueIds: number[] | null,
  q: { division?: string; conference?: string },
): Promise<{ divisionIds?: number[]; conferenceIds?: number[] }> {
  const ids = async (kind: 'divisions' | 'conferences', key: string | undefined) => {
    if (key === undefined) return undefined;
    const found = await core.groupIds(kind, key, leagueIds);
    if (!found.length)
      throw badRequest(
        `${kind === 'divisions' ? 'division' : 'conference'} '${key}' is not a known ${kind.slice(0, -1)}`,
      );
    return found;
  };
  return {
    divisionIds: await ids('divisions', q.division),
    conferenceIds: await ids('conferences', q.conference),
  };
}
