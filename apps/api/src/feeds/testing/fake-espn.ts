// ESPN's site API scoreboard of the fake feed server (fake-feed-server.ts): GET
// /apis/site/v2/sports/<sport>/<league>/scoreboard?dates=<yyyyMMdd>. Built here in the feed's shape, with the fields our
// adapter (libs/feeds/src/espn-site-api.ts) reads and the obvious top-level ones; hand-made, not copied from a real
// payload. Only the NFL has a game; every other league and date answers a scoreboard without events.
import type { Phase } from './phase';

type Payload = Record<string, unknown>;

const BILLS = {
  id: '2',
  location: 'Buffalo',
  name: 'Bills',
  abbreviation: 'BUF',
  displayName: 'Buffalo Bills',
};
const CHIEFS = {
  id: '12',
  location: 'Kansas City',
  name: 'Chiefs',
  abbreviation: 'KC',
  displayName: 'Kansas City Chiefs',
};
const EVENT_ID = '401800001';
/** The kickoff, 4:25 PM in Orchard Park (October: daylight time). */
const KICKOFF = '16:25:00-04:00';

/** Points by quarter as [away (KC), home (BUF)]: 17-13 after three, 27-24 final. */
const QUARTERS: [number, number][] = [
  [7, 3],
  [7, 10],
  [3, 0],
  [10, 11],
];

const TYPES = {
  pre: { id: '1', name: 'STATUS_SCHEDULED', state: 'pre', completed: false, description: 'Scheduled' },
  in: { id: '2', name: 'STATUS_IN_PROGRESS', state: 'in', completed: false, description: 'In Progress' },
  post: { id: '3', name: 'STATUS_FINAL', state: 'post', completed: true, description: 'Final' },
};

interface Play {
  state: keyof typeof TYPES;
  period: number;
  displayClock: string;
  /** Quarters listed in the line score: those begun. */
  quarters: number;
}
const FINAL: Play = { state: 'post', period: 4, displayClock: '0:00', quarters: 4 };
const PLAYS: Record<Phase, Play> = {
  0: { state: 'pre', period: 0, displayClock: '0:00', quarters: 0 },
  1: { state: 'in', period: 3, displayClock: '7:45', quarters: 3 },
  2: FINAL,
  3: FINAL,
};

function detail(play: Play, day: string): string {
  if (play.state === 'pre') return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))} - 4:25 PM EDT`;
  return play.state === 'in' ? `${play.displayClock} - 3rd` : 'Final';
}

function nflEvent(day: string, phase: Phase): Payload {
  const play = PLAYS[phase];
  const quarters = QUARTERS.slice(0, play.quarters);
  // ESPN writes its instants to the minute: '2026-10-11T20:25Z'.
  const date = `${new Date(`${day}T${KICKOFF}`).toISOString().slice(0, 16)}Z`;
  const competitor = (team: typeof BILLS, homeAway: 'home' | 'away') => {
    const side = homeAway === 'home' ? 1 : 0;
    return {
      id: team.id,
      type: 'team',
      order: side === 1 ? 0 : 1,
      homeAway,
      team: { ...team, shortDisplayName: team.name },
      // Scores are strings, '0' before the game too.
      score: String(quarters.reduce((sum, q) => sum + q[side], 0)),
      ...(quarters.length ? { linescores: quarters.map((q) => ({ value: q[side] })) } : {}),
    };
  };
  return {
    id: EVENT_ID,
    date,
    name: `${CHIEFS.displayName} at ${BILLS.displayName}`,
    shortName: `${CHIEFS.abbreviation} @ ${BILLS.abbreviation}`,
    season: { year: Number(day.slice(0, 4)), type: 2, slug: 'regular-season' },
    week: { number: 6 },
    competitions: [
      {
        id: EVENT_ID,
        date,
        attendance: 0,
        timeValid: true,
        neutralSite: false,
        venue: {
          fullName: 'Highmark Stadium',
          address: { city: 'Orchard Park', state: 'NY', country: 'USA' },
          indoor: false,
        },
        competitors: [competitor(BILLS, 'home'), competitor(CHIEFS, 'away')],
      },
    ],
    status: {
      displayClock: play.displayClock,
      period: play.period,
      type: { ...TYPES[play.state], detail: detail(play, day), shortDetail: detail(play, day) },
    },
  };
}

/** `path` is '<sport>/<league>' ('football/nfl'), `dates` the day asked (yyyyMMdd). */
export function espnScoreboard(path: string, dates: string | null, day: string, phase: Phase): Payload {
  const league = path.split('/')[1] ?? path;
  const nfl = path === 'football/nfl';
  const events = nfl && dates === day.replaceAll('-', '') ? [nflEvent(day, phase)] : [];
  return {
    leagues: [
      nfl
        ? { id: '28', name: 'National Football League', abbreviation: 'NFL', slug: 'nfl' }
        : { abbreviation: league.toUpperCase(), slug: league },
    ],
    season: { type: 2, year: Number(day.slice(0, 4)) },
    ...(nfl ? { week: { number: 6 } } : {}),
    events,
  };
}
