// The shell's constants that are not routes of the sites (those live in @trophy-room/routes).

/** The external local administration site the ADMIN link opens. */
export const ADMIN_URL = 'http://localhost:8000/admin/';

/** Navigation blur threshold: the bar gets a stronger blur once the page has scrolled past this many px. */
export const SCROLL_BLUR_THRESHOLD_PX = 20;
