import { useEffect } from 'react';
import { toast, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT } from './toast-config';

/** Dismisses the oldest visible toasts beyond `limit` (the store lists newest first). */
export function useToastLimit(limit: number = TOAST_LIMIT) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}
