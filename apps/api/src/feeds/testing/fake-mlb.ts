// MLB StatsAPI of the fake feed server (fake-feed-server.ts): GET /api/v1/schedule?sportId=1&date=<date> and GET
// /api/v1.1/game/<gamePk>/feed/live. Built here in the feed's shape, with the fields our adapter
// (libs/feeds/src/mlb-statsapi.ts) reads and the obvious top-level ones; hand-made, not copied from a real payload.
import type { Phase } from './phase';

type Payload = Record<string, unknown>;
type Side = 'home' | 'away';

/** A local time with its offset ('2026-10-11T13:05:00-04:00') as the UTC instant MLB writes. */
const utc = (local: string) => new Date(local).toISOString().replace('.000Z', 'Z');

// The schedule names a team (id, name); the live feed adds the rest. MLB's locationName of the Yankees is 'Bronx'.
const YANKEES = {
  id: 147,
  name: 'New York Yankees',
  abbreviation: 'NYY',
  teamName: 'Yankees',
  locationName: 'Bronx',
};
const RED_SOX = {
  id: 111,
  name: 'Boston Red Sox',
  abbreviation: 'BOS',
  teamName: 'Red Sox',
  locationName: 'Boston',
};
const TEAMS = { away: YANKEES, home: RED_SOX };
const FENWAY = { id: 3, name: 'Fenway Park', link: '/api/v1/venues/3' };

const STATUS = {
  Preview: { abstractGameState: 'Preview', codedGameState: 'S', detailedState: 'Scheduled', statusCode: 'S' },
  Live: { abstractGameState: 'Live', codedGameState: 'I', detailedState: 'In Progress', statusCode: 'I' },
  Final: { abstractGameState: 'Final', codedGameState: 'F', detailedState: 'Final', statusCode: 'F' },
};

/** Runs by inning, as a line score reads; the home side's list stops short where its half is not (yet) batted. */
interface Play {
  state: keyof typeof STATUS;
  half?: 'Top' | 'Bottom';
  away: number[];
  home: number[];
}
const SCHEDULED: Play = { state: 'Preview', away: [], home: [] };
// Game 1: 3-2 Yankees after six; Boston ties it in the 7th and leads in the 8th, New York ties it in the 9th, and
// Boston walks off in the 10th.
const ONE = { away: [1, 0, 0, 2, 0, 0, 0, 0, 1, 0], home: [0, 2, 0, 0, 0, 0, 1, 1, 0, 1] };
// Game 2: the Yankees 6-1, Boston batting in the 9th.
const TWO = { away: [0, 0, 2, 0, 0, 3, 0, 1, 0], home: [0, 0, 0, 1, 0, 0, 0, 0, 0] };

interface Game {
  gamePk: number;
  gameNumber: 1 | 2;
  /** Local start with Boston's offset on the day (October: daylight time). */
  start: string;
  dayNight: 'day' | 'night';
  plays: Record<Phase, Play>;
}
const GAMES: Game[] = [
  {
    gamePk: 900001,
    gameNumber: 1,
    start: '13:05:00-04:00',
    dayNight: 'day',
    plays: {
      0: SCHEDULED,
      1: { state: 'Live', half: 'Top', away: ONE.away.slice(0, 7), home: ONE.home.slice(0, 6) },
      2: { state: 'Final', half: 'Bottom', ...ONE },
      3: { state: 'Final', half: 'Bottom', ...ONE },
    },
  },
  {
    gamePk: 900002,
    gameNumber: 2,
    start: '18:10:00-04:00',
    dayNight: 'night',
    plays: {
      0: SCHEDULED,
      1: SCHEDULED,
      2: { state: 'Live', half: 'Bottom', away: TWO.away.slice(0, 2), home: TWO.home.slice(0, 2) },
      3: { state: 'Final', half: 'Bottom', ...TWO },
    },
  },
];

const runs = (play: Play, side: Side) => play[side].reduce((sum, r) => sum + r, 0);
const played = (play: Play) => play.state !== 'Preview';
const status = (play: Play) => ({ ...STATUS[play.state], startTimeTBD: false });

function scheduleGame(game: Game, day: string, phase: Phase): Payload {
  const play = game.plays[phase];
  const side = (s: Side) => ({
    team: { id: TEAMS[s].id, name: TEAMS[s].name, link: `/api/v1/teams/${TEAMS[s].id}` },
    ...(played(play) ? { score: runs(play, s) } : {}),
  });
  return {
    gamePk: game.gamePk,
    link: `/api/v1.1/game/${game.gamePk}/feed/live`,
    gameType: 'R',
    season: day.slice(0, 4),
    gameDate: utc(`${day}T${game.start}`),
    officialDate: day,
    status: status(play),
    teams: { away: side('away'), home: side('home') },
    venue: FENWAY,
    doubleHeader: 'S',
    gameNumber: game.gameNumber,
    scheduledInnings: 9,
    dayNight: game.dayNight,
    seriesDescription: 'Regular Season',
  };
}

/** The day's games on `date`; an empty schedule on any other. */
export function mlbSchedule(date: string | null, day: string, phase: Phase): Payload {
  const games = date === day ? GAMES.map((game) => scheduleGame(game, day, phase)) : [];
  const inProgress = games.filter((g) => (g['status'] as Payload)['abstractGameState'] === 'Live').length;
  const totals = {
    totalItems: games.length,
    totalEvents: 0,
    totalGames: games.length,
    totalGamesInProgress: inProgress,
  };
  return { ...totals, dates: games.length ? [{ date: day, ...totals, games, events: [] }] : [] };
}

/** The live feed (GUMBO) of one of the day's games; undefined for a gamePk we do not know (404). */
export function mlbLiveFeed(gamePk: string, day: string, phase: Phase): Payload | undefined {
  const game = GAMES.find((g) => String(g.gamePk) === gamePk);
  if (!game) return undefined;
  const play = game.plays[phase];
  const inning = play.away.length;
  const team = (s: Side) => ({ ...TEAMS[s], link: `/api/v1/teams/${TEAMS[s].id}` });
  return {
    gamePk: game.gamePk,
    link: `/api/v1.1/game/${game.gamePk}/feed/live`,
    gameData: {
      game: {
        pk: game.gamePk,
        type: 'R',
        doubleHeader: 'S',
        gameNumber: game.gameNumber,
        season: day.slice(0, 4),
      },
      datetime: {
        dateTime: utc(`${day}T${game.start}`),
        originalDate: day,
        officialDate: day,
        dayNight: game.dayNight,
      },
      status: status(play),
      teams: { away: team('away'), home: team('home') },
      venue: {
        ...FENWAY,
        location: { city: 'Boston', state: 'Massachusetts', stateAbbrev: 'MA' },
        timeZone: { id: 'America/New_York', offset: -4, tz: 'EDT' },
      },
    },
    liveData: {
      linescore: {
        ...(inning ? { currentInning: inning, inningState: play.half, inningHalf: play.half } : {}),
        scheduledInnings: 9,
        innings: play.away.map((away, i) => ({
          num: i + 1,
          away: { runs: away },
          home: i < play.home.length ? { runs: play.home[i] } : {},
        })),
        teams: played(play)
          ? { away: { runs: runs(play, 'away') }, home: { runs: runs(play, 'home') } }
          : { away: {}, home: {} },
      },
      boxscore: { officials: [], info: [] },
    },
  };
}
