/** A magnifier icon for empty-result states; decorative. */
export function SearchIcon({ className = 'size-10' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path strokeLinecap="round" d="M20 20l-4-4" />
    </svg>
  );
}
