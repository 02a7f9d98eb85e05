// Light or dark: the visitor's choice (kept in localStorage) or, without one, the system's prefers-color-scheme.
// The <html> element carries `dark` (read by dark.css); the head script sets it before first paint, and the store
// below keeps it in step with the toggle, other tabs and the system setting.

/** Where the visitor's explicit choice is kept ('light' | 'dark'; absent = follow the system). */
export const COLOR_SCHEME_KEY = 'trophy-room-color-scheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Inlined in every page's <head> (the CSP allows it by its hash, see apps/api's security plugin), so the page paints
 * in its scheme from the first frame. The HTML itself stays the same for every visitor, which keeps it cacheable.
 */
export const colorSchemeScript = `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}document.documentElement.classList.toggle("dark",s?s==="dark":matchMedia(${JSON.stringify(DARK_QUERY)}).matches)})()`;

export type ColorScheme = 'light' | 'dark';

function storedScheme(): ColorScheme | null {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const systemDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** The scheme in effect: the stored choice, else the system's. */
export const currentScheme = (): ColorScheme => storedScheme() ?? (systemDark() ? 'dark' : 'light');

const apply = () => document.documentElement.classList.toggle('dark', currentScheme() === 'dark');

const listeners = new Set<() => void>();
const changed = () => {
  apply();
  for (const listener of listeners) listener();
};

/** Chooses a scheme explicitly and remembers it. */
export function setColorScheme(scheme: ColorScheme) {
  try {
    localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
    document.documentElement.classList.toggle('dark', scheme === 'dark');
    for (const listener of listeners) listener();
    return;
  }
  changed();
}

/** For useSyncExternalStore: follows the toggle, other tabs (storage events) and the system setting. */
export function subscribeColorScheme(listener: () => void) {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const onStorage = (e: StorageEvent) => {
    if (e.key === COLOR_SCHEME_KEY || e.key === null) changed();
  };
  media?.addEventListener('change', changed);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', changed);
    window.removeEventListener('storage', onStorage);
  };
}
