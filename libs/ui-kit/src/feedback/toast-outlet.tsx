import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_POSITION, toastOptions } from './toast-config';
import { useToastLimit } from './use-toast-limit';

/** react-hot-toast's outlet with toast-config.ts's position, durations and limit (loaded lazily by Toaster). */
export default function ToastOutlet() {
  useToastLimit();
  return <HotToaster position={TOAST_POSITION} toastOptions={toastOptions} />;
}
