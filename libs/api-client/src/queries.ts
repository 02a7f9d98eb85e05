import type { SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery } from './endpoint';

export const coreQueries = {
  /** Warmed at start-up; a failed prefetch is ignored. */
  sports: () => endpointQuery('sports', ['core', 'sports'], () => api.core.sports()),
  /** The dataset's rows per league and table (the home page's records figure). */
  coverage: (f: SiteFilterParams) =>
    endpointQuery('coverage', ['core', 'coverage', scope(f)], () => api.core.coverage(scope(f))),
};
