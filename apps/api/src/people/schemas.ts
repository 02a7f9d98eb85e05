// Response schemas of the people area (mirroring @trophy-room/contract).
import { anyObject, arr, bool, int, nint, nnum, nstr, nullable, obj, str, type Schema } from '../http/json-schema';
import { leagueRef, levelRef, sportRef } from '../core/schemas';

const person = obj({
  id: int, slug: str, first_name: nstr, last_name: nstr, full_name: str, age: nint, birth_date: nstr, birth_year: nint,
  birth_place: nstr, birth_city: nstr, birth_state: nstr, birth_country: nstr, death_date: nstr, college: nstr,
  height_inches: nint, weight_pounds: nint,
});
const award = obj({ name: str, year: nint });
const personTeam = nullable(obj({ id: int, slug: str, name: str, city: nstr, abbreviation: nstr, sport_name: str }));
const careerStats: Schema = {
  type: 'object',
  properties: { seasons_played: int, games_played: nint, games_started: nint },
  required: ['seasons_played', 'games_played', 'games_started'],
  additionalProperties: nnum,
};

const playerProps = {
  id: int, slug: str, person, jersey_number: nstr, primary_position: nstr, primary_position_name: nstr,
  current_team: personTeam, sport: sportRef, level: levelRef, league: leagueRef, height: nstr, weight: nint,
  years_pro: nint, first_year: nint, last_year: nint, draft_year: nint, draft_round: nint, draft_pick: nint,
  draft_team: nullable(obj({ id: int, slug: str, name: str })), career_stats: careerStats, awards: arr(award),
  championships_won: int, all_star_selections: int, mvp_awards: int, is_active: bool, hall_of_fame: bool, bats: nstr,
  throws: nstr, shoots: nstr, contract_end_year: nint, salary: nnum,
};
export const player = obj(playerProps);

export const playerDetail = obj({
  ...playerProps,
  seasons: arr(obj({
    season: obj({ id: int, start_year: int, name: str }),
    team: nullable(obj({ id: int, slug: str, name: str, abbreviation: nstr })),
    is_postseason: bool, games_played: nint, games_started: nint, stats: nullable(anyObject),
  })),
});

const record = obj({ wins: int, losses: int, ties: int, win_percentage: nnum, playoff_appearances: int, playoff_wins: int, playoff_losses: int });

export const coach = obj({
  id: int, slug: str, person, current_team: personTeam, title: str, position: str, specialization: nstr, specialties: nstr,
  years_experience: int, years_with_current_team: nint, previous_teams: arr(obj({ id: int, slug: str, name: str })),
  college: nstr, playing_experience: { type: 'null' }, career_record: record, coaching_record: record,
  coaching_history: arr(obj({
    team_id: nint, team_slug: nstr, team_name: str, start_year: int, end_year: nint, title: str, is_head_coach: bool,
    is_active: bool, wins: nint, losses: nint, ties: nint,
  })),
  championships_won: int, awards: arr(award), coaching_philosophy: nstr, contract_end_year: nint, hire_date: nstr,
  is_head_coach: bool, is_active: bool, sport: sportRef, level: levelRef, league: leagueRef,
});
