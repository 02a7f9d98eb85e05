// NHL games 2010-11..2018-19 (nhl_games_kaggle_2010_2019/game.csv, the NHL stats API via Kaggle): regular season
// and playoffs, with the arena each game was played in (its name then) and the local date from the GMT start time.
import type { BuildContext, Row } from '../../model';
import { KAGGLE } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';

export const kaggleSource: Row<'sources'> = {
  key: KAGGLE,
  name: "Kaggle 'NHL Game Data' (NHL stats API extract)",
  url: 'https://github.com/Ben-Roth-MS-DS/MLNN---Spring-2020-Johns-Hopkins',
  licence: 'None stated; NHL stats API origin (NHL terms)',
  attribution: 'NHL game data via Kaggle (martinellis)',
  notes:
    'NHL regular-season and playoff games 2010-11 to 2018-19 with venue; team_info from paulspears94/infutor_nhl_challenge.',
};

const etTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function localDate(iso: string, tz: string): string {
  let f = dateFormats.get(tz);
  if (!f)
    dateFormats.set(
      tz,
      (f = new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })),
    );
  return f.format(new Date(iso));
}

export function readKaggle(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const file = 'nhl_games_kaggle_2010_2019/game.csv';
  const out: NhlGame[] = [];
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const season = Number(r.season.slice(0, 4));
    const home = fr.kaggleTeam.get(r.home_team_id);
    const away = fr.kaggleTeam.get(r.away_team_id);
    if (!home || !away || !['R', 'P'].includes(r.type)) {
      ctx.report({
        source: KAGGLE,
        file,
        line,
        problem: `unmapped team or game type (${r.type} ${r.away_team_id}@${r.home_team_id})`,
      });
      return;
    }
    const ot = /\b(OT|SO)$/.exec(r.outcome)?.[1] ?? null;
    if (season > fr.lastDatabankYear) {
      fr.register(season, home, fr.kaggleName.get(r.home_team_id)!);
      fr.register(season, away, fr.kaggleName.get(r.away_team_id)!);
    }
    const playoff = r.type === 'P';
    // date_time is the UTC date; the local date comes from the GMT start time in the venue's time zone.
    const date = localDate(r.date_time_GMT, r.venue_time_zone_id);
    out.push({
      season,
      date,
      time: etTime.format(new Date(r.date_time_GMT)),
      home,
      away,
      homeScore: Number(r.home_goals),
      awayScore: Number(r.away_goals),
      overtime: ot,
      noOtPoint: false,
      playoff,
      stage: playoff ? Number(r.game_id.slice(7, 8)) : null,
      roundRobin: false,
      venueName: r.venue.trim() || null,
      neutral: false,
      attendance: null,
      source: KAGGLE,
      file,
      line,
    });
  });
  return out;
}
