import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
const readSeason = () => readStoredSeason(storage());
/** Another tab's choice arrives through the storage event. */
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Holds the selected season: from browser storage, else the current season; every change is written back. The first
 * render uses the current season, as the server does (it cannot read the browser's storage), so hydration matches;
 * the stored choice applies right after.
 */
export function SeasonProvider({ children, now }: { children: ReactNode; now?: Date }) {
  const current = currentSeason(now);
  const stored = useSyncExternalStore(subscribeStorage, readSeason, () => null);
  const [chosen, setChosen] = useState<number | null>(null);
  const season = chosen ?? stored ?? current;
  const setSeason = useCallback((next: number) => {
    setChosen(next);
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
