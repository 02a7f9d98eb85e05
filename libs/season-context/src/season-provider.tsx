import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface SeasonState {
  /** The site's current season: the latest season it has data for (null: it has none). */
  current: number | null;
  /** The seasons the site has data for, newest first: what the season picker offers. */
  years: readonly number[];
}

const SeasonContext = createContext<SeasonState | null>(null);

/** The site's seasons, from its data (libs/site reads them from the API for every page, on the server too). */
export function SeasonProvider({ current, years, children }: SeasonState & { children: ReactNode }) {
  const value = useMemo(() => ({ current, years }), [current, years]);
  return <SeasonContext.Provider value={value}>{children}</SeasonContext.Provider>;
}

export function useSeason(): SeasonState {
  const ctx = useContext(SeasonContext);
  if (!ctx) throw new Error('useSeason must be used within a SeasonProvider');
  return ctx;
}
