import { useSyncExternalStore } from 'react';
import { currentScheme, setColorScheme, subscribeColorScheme, type ColorScheme } from './color-scheme';

/** The scheme in effect and a setter that persists it. The server (and hydration) render 'light'. */
export function useColorScheme(): [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribeColorScheme, currentScheme, () => 'light' as const);
  return [scheme, setColorScheme];
}
