import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_POSITION, toastOptions } from './toast-config';
import { useToastLimit } from './use-toast-limit';

/** The app-wide toast outlet, configured from the spec's constants. Mount once in the shell. */
export function Toaster() {
  useToastLimit();
  return <HotToaster position={TOAST_POSITION} toastOptions={toastOptions} />;
}
