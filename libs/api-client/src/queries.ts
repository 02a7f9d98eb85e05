import { queryOptions } from '@tanstack/react-query';
import type { SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';

export const coreQueries = {
  /** Warmed at start-up; a failed prefetch is ignored. */
  sports: () =>
    queryOptions({
      queryKey: ['core', 'sports'],
      queryFn: () => api.core.sports(),
      ...cacheOptions('static'),
    }),
  /** The dataset's rows per league and table (the home page's records figure). */
  coverage: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: ['core', 'coverage', scope(f)],
      queryFn: () => api.core.coverage(scope(f)),
      ...cacheOptions('static'),
    }),
};
