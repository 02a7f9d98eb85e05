// The route's context with the query cache to read, as a route's queries and head take it: a page finds what it shows
// (its view of the URL and the answers so far) with the same functions.
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, type ReadingContext } from '@trophy-room/api-client';

export function useReadingContext(): ReadingContext {
  const client = useQueryClient();
  return { ...useRouteContext(), get: (key) => client.getQueryData(key) };
}
