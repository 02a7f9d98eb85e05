// Raises a toast (top right, the durations of toast-config.ts) from anywhere: the toast library is imported on first
// use, so it stays out of every first load; the shell's Toaster shows it.
type Kind = 'success' | 'error';

const raise = (kind: Kind, message: string) =>
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message));

export const notify = {
  success: (message: string) => raise('success', message),
  error: (message: string) => raise('error', message),
};
