// Toast settings, one place for every site: top-right, 4 s by default and for errors, 2 s for successes (a
// confirmation needs less reading than an error), at most 20 shown.
import type { DefaultToastOptions, ToastPosition } from 'react-hot-toast';

export const TOAST_POSITION: ToastPosition = 'top-right';
export const TOAST_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_LIMIT = 20;

export const toastOptions: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  error: { duration: TOAST_ERROR_DURATION_MS },
  success: { duration: TOAST_SUCCESS_DURATION_MS },
};
