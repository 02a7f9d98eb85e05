import type { SportSlug } from '@trophy-room/site-theme';

const SPORTS: { value: SportSlug; label: string }[] = [
  { value: 'football', label: 'Football' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'baseball', label: 'Baseball' },
  { value: 'hockey', label: 'Hockey' },
];

/** The sports a site's sport filter offers: its own, or all four on the hub. */
export const sportOptions = (sport: SportSlug | null) =>
  sport ? SPORTS.filter((s) => s.value === sport) : SPORTS;

export const isSportSlug = (s: string): s is SportSlug => SPORTS.some((x) => x.value === s);

export const sportName = (s: SportSlug) => SPORTS.find((x) => x.value === s)?.label ?? s;
