import { queryOptions } from '@tanstack/react-query';
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
};
