import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { currentSeason, readStoredSeason, seasonOptions, SEASON_STORAGE_KEY } from './season';

export interface SeasonState {
  /** The selected season's start year. */
  season: number;
  setSeason: (season: number) => void;
  /** The season under way today. */
  currentSeason: number;
  /** Every selectable season, newest first. */
  options: number[];
}

const SeasonContext = createContext<SeasonState | null>(null);

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Holds the selected season: from browser storage, else the current season; every change is written back. */
export function SeasonProvider({ children, now }: { children: ReactNode; now?: Date }) {
  const current = currentSeason(now);
  const [season, setState] = useState(() => readStoredSeason(storage()) ?? current);
  const setSeason = useCallback((next: number) => {
    setState(next);
    try {
      storage()?.setItem(SEASON_STORAGE_KEY, String(next));
    } catch {
      // storage unavailable (private mode): the choice still holds for this visit
    }
  }, []);
  const value = useMemo(
    () => ({ season, setSeason, currentSeason: current, options: seasonOptions(now) }),
    [season, setSeason, current, now],
  );
  return <SeasonContext.Provider value={value}>{children}</SeasonContext.Provider>;
}

export function useSeason(): SeasonState {
  const ctx = useContext(SeasonContext);
  if (!ctx) throw new Error('useSeason must be used within a SeasonProvider');
  return ctx;
}
