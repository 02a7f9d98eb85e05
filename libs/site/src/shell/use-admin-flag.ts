// The hidden admin shortcut: opening any page with ?admin=true stores a flag that persists. It enforces nothing.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

export const ADMIN_FLAG_KEY = 'trophy-room:admin';

function readFlag(): boolean {
  try {
    return localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Returns whether the admin flag is set, storing it when the current URL has admin=true. */
export function useAdminFlag(): boolean {
  const { search } = useLocation();
  const requested = new URLSearchParams(search).get('admin') === 'true';
  useEffect(() => {
    if (!requested) return;
    try {
      localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    } catch {
      // Storage unavailable (private mode): the link still shows for this page view.
    }
  }, [requested]);
  // The server cannot read the flag: hydration renders without it, then the stored flag applies.
  const stored = useSyncExternalStore(subscribeNever, readFlag, () => false);
  return requested || stored;
}

const subscribeNever = () => () => undefined;
