// The shell's link lists: the top bar's sections, and the footer's (the same plus Championships).
export interface NavLinkItem {
  to: string;
  label: string;
}

export const navLinks: readonly NavLinkItem[] = [
  { to: '/scores', label: 'Scores' },
  { to: '/seasons', label: 'Seasons' },
  { to: '/standings', label: 'Standings' },
  { to: '/teams', label: 'Teams' },
  { to: '/players', label: 'Players' },
  { to: '/coaches', label: 'Coaches' },
];

export const footerLinks: readonly NavLinkItem[] = [
  ...navLinks,
  { to: '/championships', label: 'Championships' },
];

/** The external local administration site the ADMIN link opens. */
export const ADMIN_URL = 'http://localhost:8000/admin/';

/** Navigation blur threshold: the bar gets a stronger blur once the page has scrolled past this many px. */
export const SCROLL_BLUR_THRESHOLD_PX = 20;
