import { useColorScheme } from '@trophy-room/site-theme';
import { cn } from '@trophy-room/ui-kit';

/** The top bar's dark-mode switch: pressed = dark. Without a choice the page follows the system setting. */
export function ThemeToggle({ className }: { className?: string }) {
  const [scheme, setScheme] = useColorScheme();
  const dark = scheme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark mode"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setScheme(dark ? 'light' : 'dark')}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-700',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
      >
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </svg>
    </button>
  );
}
