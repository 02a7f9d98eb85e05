// The NHL web API of the fake feed server (fake-feed-server.ts): GET /v1/schedule/<date> (a gameWeek of the seven days
// from the date) and GET /v1/gamecenter/<id>/landing. Built here in the feed's shape, with the fields our adapter
// (libs/feeds/src/nhl-api-web.ts) reads and the obvious top-level ones; hand-made, not copied from a real payload.
import type { Phase } from './phase';

type Payload = Record<string, unknown>;
type Side = 'home' | 'away';

/** A local time with its offset ('2026-10-11T19:00:00-04:00') as the UTC instant the NHL writes. */
const utc = (local: string) => new Date(local).toISOString().replace('.000Z', 'Z');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface Team {
  id: number;
  abbrev: string;
  place: string;
  common: string;
}
const BOS: Team = { id: 6, abbrev: 'BOS', place: 'Boston', common: 'Bruins' };
const TOR: Team = { id: 10, abbrev: 'TOR', place: 'Toronto', common: 'Maple Leafs' };
const VGK: Team = { id: 54, abbrev: 'VGK', place: 'Vegas', common: 'Golden Knights' };
const SEA: Team = { id: 55, abbrev: 'SEA', place: 'Seattle', common: 'Kraken' };

interface Game {
  id: number;
  away: Team;
  home: Team;
  /** Local start with the venue's offset on the day (October: daylight time). */
  start: string;
  zone: string;
  venue: string;
  city: string;
  postponed: boolean;
}
const GAMES: Game[] = [
  {
    id: 2026020101,
    away: BOS,
    home: TOR,
    start: '19:00:00-04:00',
    zone: 'America/Toronto',
    venue: 'Scotiabank Arena',
    city: 'Toronto',
    postponed: false,
  },
  // The NHL still writes some zones in their legacy names.
  {
    id: 2026020102,
    away: VGK,
    home: SEA,
    start: '19:00:00-07:00',
    zone: 'US/Pacific',
    venue: 'Climate Pledge Arena',
    city: 'Seattle',
    postponed: true,
  },
];

/** Bruins at Maple Leafs, goal by goal (period, side, time in period): 2-2 after regulation, Toronto wins in OT. */
const GOALS: [number, Side, string][] = [
  [1, 'away', '06:31'],
  [1, 'home', '14:02'],
  [2, 'home', '03:27'],
  [3, 'away', '11:50'],
  [4, 'home', '02:41'],
];

interface Play {
  state: 'FUT' | 'LIVE' | 'OFF';
  period: number;
  timeRemaining: string;
  /** How many of GOALS have been scored. */
  goals: number;
}
const SCHEDULED: Play = { state: 'FUT', period: 0, timeRemaining: '20:00', goals: 0 };
const FINAL: Play = { state: 'OFF', period: 4, timeRemaining: '02:19', goals: 5 };
const PLAYS: Record<Phase, Play> = {
  0: SCHEDULED,
  1: { state: 'LIVE', period: 2, timeRemaining: '08:12', goals: 3 },
  2: FINAL,
  3: FINAL,
};

const descriptor = (number: number) => ({
  number,
  periodType: number > 3 ? 'OT' : 'REG',
  maxRegulationPeriods: 3,
});
const count = (goals: typeof GOALS, side: Side) => goals.filter(([, s]) => s === side).length;

/** summary.scoring: every period played so far (one without goals too), each goal with the score after it. */
function scoring(game: Game, goals: typeof GOALS, lastPeriod: number) {
  return Array.from({ length: lastPeriod }, (_, i) => ({
    periodDescriptor: descriptor(i + 1),
    goals: goals.flatMap(([period, side, timeInPeriod], n) => {
      if (period !== i + 1) return [];
      const upTo = goals.slice(0, n + 1);
      return [
        {
          timeInPeriod,
          teamAbbrev: { default: game[side].abbrev },
          isHome: side === 'home',
          homeScore: count(upTo, 'home'),
          awayScore: count(upTo, 'away'),
        },
      ];
    }),
  }));
}

/** One game as the schedule lists it, or (landing) with its venue's city, clock and goals by period. */
function nhlGame(game: Game, day: string, phase: Phase, landing: boolean): Payload {
  const play = game.postponed ? SCHEDULED : PLAYS[phase];
  const goals = GOALS.slice(0, play.goals);
  const played = play.state !== 'FUT';
  const team = (side: Side) => ({
    id: game[side].id,
    commonName: { default: game[side].common },
    placeName: { default: game[side].place },
    abbrev: game[side].abbrev,
    ...(played ? { score: count(goals, side) } : {}),
  });
  return {
    id: game.id,
    season: 20262027,
    gameType: 2,
    ...(landing ? { gameDate: day } : {}),
    venue: { default: game.venue },
    ...(landing ? { venueLocation: { default: game.city } } : {}),
    neutralSite: false,
    startTimeUTC: utc(`${day}T${game.start}`),
    venueUTCOffset: game.start.slice(-6),
    venueTimezone: game.zone,
    gameState: play.state,
    gameScheduleState: game.postponed ? 'PPD' : 'OK',
    awayTeam: team('away'),
    homeTeam: team('home'),
    ...(played ? { periodDescriptor: descriptor(play.period) } : {}),
    ...(play.state === 'OFF' ? { gameOutcome: { lastPeriodType: descriptor(play.period).periodType } } : {}),
    ...(landing && played
      ? {
          clock: { timeRemaining: play.timeRemaining, running: play.state === 'LIVE', inIntermission: false },
          summary: { scoring: scoring(game, goals, play.period) },
        }
      : {}),
  };
}

/** The seven days from `from`; the games on `day`, none on the others. */
export function nhlSchedule(from: string, day: string, phase: Phase): Payload {
  return {
    nextStartDate: addDays(from, 7),
    previousStartDate: addDays(from, -7),
    gameWeek: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(from, i);
      const games = date === day ? GAMES.map((game) => nhlGame(game, day, phase, false)) : [];
      return { date, dayAbbrev: WEEKDAYS[new Date(date).getUTCDay()], numberOfGames: games.length, games };
    }),
  };
}

/** The landing of one of the day's games; undefined for an id we do not know (404). */
export function nhlLanding(id: string, day: string, phase: Phase): Payload | undefined {
  const game = GAMES.find((g) => String(g.id) === id);
  return game && nhlGame(game, day, phase, true);
}
