// The team seasons of a season the feeds own, counted again from its regular-season games after every batch: the
// same computation as a table on a date (games/table-on-date.ts, ranked by the league's rules) on the season's last
// game, written into the season's rows.
import type { Queryable } from '@trophy-room/db';
import { DatedGamesRepository } from '../games/dated-repository';
import { tableOnDate } from '../games/table-on-date';

/** After every game there is: the table with all of the season's played games counted. */
const ALL_GAMES = '9999-12-31';

export async function recountSeason(
  tx: Queryable,
  season: { leagueId: number; startYear: number },
): Promise<void> {
  const games = new DatedGamesRepository(tx);
  const scope = { leagueIds: [season.leagueId], season: season.startYear };
  const [teams, played] = await Promise.all([games.teams(scope), games.teamGames(scope, ALL_GAMES)]);
  // A team with a game but no season row (id < 0) has none to write: apply.ts gives every team of the game one.
  const rows = tableOnDate(teams, played, ALL_GAMES).filter((r) => r.id > 0);
  const column = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  await tx.query(
    `UPDATE team_seasons ts SET games_played = u.gp, wins = u.w, losses = u.l, ties = u.t, ot_losses = u.otl,
            points = u.pts, win_percentage = u.pct, games_behind = u.gb, rank = u.rank, points_for = u.pf,
            points_against = u.pa, home_record = u.home, away_record = u.away, division_record = u.div,
            conference_record = u.conf, streak = u.streak
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::real[],
                   $9::real[], $10::int[], $11::int[], $12::int[], $13::text[], $14::text[], $15::text[], $16::text[],
                   $17::text[])
         AS u(id, gp, w, l, t, otl, pts, pct, gb, rank, pf, pa, home, away, div, conf, streak)
      WHERE ts.id = u.id`,
    [
      column('id'),
      column('games_played'),
      column('wins'),
      column('losses'),
      column('ties'),
      column('ot_losses'),
      column('points'),
      column('win_percentage'),
      column('games_behind'),
      column('rank'),
      column('points_for'),
      column('points_against'),
      column('home_record'),
      column('away_record'),
      column('division_record'),
      column('conference_record'),
      column('streak'),
    ],
  );
}
