// Team seasons 2019-20..2024-25 from barttorvik.com's ratings (ncaa_mbb_team_seasons_torvik_2013_2025, the Kaggle
// 'College Basketball Dataset'), after the Sports-Reference school tables end (2018-19; those win where both exist).
// Torvik gives games and wins (losses = games - wins), conference and ratings. Its 2020-21, 2023-24 and 2024-25
// counts stop at Selection Sunday, so the NCAA tournament games of the data are added to those records. Its games
// count only games against Division I teams while its wins count every win, so the losses fall short: the W-L of
// Sports-Reference's box scores (./sr-scores.ts) is published where that file has the whole season (to 2023-24).
import type { BuildContext } from '../../model';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { L, SR_SCORES, TORVIK } from './common';
import { type ScoreRecord, lacksGames, scoreValue, torvikNote } from './sr-scores';
import { TEAM_RECORD } from './figures';
import type { GameData } from './game-types';
import type { SeasonFacts } from './seasons';
import { addTeamSeason, teamSeasonKey } from './team-season-row';
import type { Teams } from './teams';

const DIR = 'ncaa_mbb_team_seasons_torvik_2013_2025';
/** First season (start year) taken from Torvik: the first after the Sports-Reference tables. */
const TORVIK_FIRST = 2019;
/** Season end years whose Torvik games and wins stop at Selection Sunday. */
const PRE_TOURNAMENT = new Set([2020, 2021, 2024, 2025]);

/** Torvik conference codes → Kaggle ConfAbbrev (the conference keys of this league). */
const CONF: Record<string, string> = {
  A10: 'a_ten',
  ACC: 'acc',
  AE: 'aec',
  ASun: 'a_sun',
  Amer: 'aac',
  B10: 'big_ten',
  B12: 'big_twelve',
  BE: 'big_east',
  BSky: 'big_sky',
  BSth: 'big_south',
  BW: 'big_west',
  CAA: 'caa',
  CUSA: 'cusa',
  GWC: 'gwc',
  Horz: 'horizon',
  Ind: 'ind',
  ind: 'ind',
  Ivy: 'ivy',
  MAAC: 'maac',
  MAC: 'mac',
  MEAC: 'meac',
  MVC: 'mvc',
  MWC: 'mwc',
  NEC: 'nec',
  OVC: 'ovc',
  P12: 'pac_twelve',
  Pat: 'patriot',
  SB: 'sun_belt',
  SC: 'southern',
  SEC: 'sec',
  SWAC: 'swac',
  Slnd: 'southland',
  Sum: 'summit',
  WAC: 'wac',
  WCC: 'wcc',
};

/** Torvik's names of schools that the school index knows under another (IUPUI became IU Indianapolis in 2024). */
const RENAMED: Record<string, string> = { 'IU Indy': 'iupui', 'Saint Francis': 'saint-francis-pa' };

/** Torvik's spelling, then with its abbreviations written out ('Cal St. Bakersfield', 'Texas A&M Corpus Chris'). */
const spellings = (team: string) => [
  team,
  ...(RENAMED[team] ? [RENAMED[team]] : []),
  team
    .replace(/ St\.$/, ' State')
    .replace(/^Cal St\. /, 'Cal State ')
    .replace(/Corpus Chris$/, 'Corpus Christi'),
  team.replace(/ St\.$/, ' State').replace(/^(.+) Corpus Chris$/, '$1-Corpus Christi'),
];

export function addTorvikTeamSeasons(
  ctx: BuildContext,
  teams: Teams,
  data: GameData,
  facts: SeasonFacts,
  count: Map<number, number>,
  scores: Map<string, ScoreRecord>,
): void {
  const files: [string, number | null][] = [
    [`${DIR}/cbb.csv`, null],
    [`${DIR}/cbb20.csv`, 2020],
  ];
  for (const [file, fixedEnd] of files)
    ctx.readCsv(file).forEach((r, i) => {
      const end = fixedEnd ?? int(r.YEAR);
      if (!end) return;
      const y = end - 1;
      const school = spellings(r.TEAM)
        .map((n) => teams.lookupName(n))
        .find(Boolean);
      if (y < TORVIK_FIRST) {
        // Before TORVIK_FIRST the Sports-Reference rows are kept; Torvik's W-L is a second source of them.
        const sr = school ? ctx.get('team_seasons', teamSeasonKey(school, y)) : undefined;
        const g = int(r.G);
        const won = int(r.W);
        if (school && sr && g !== null && won !== null)
          claimAll(
            ctx,
            TEAM_RECORD,
            {
              league: L,
              key: teamSeasonKey(school, y),
              label: `${school}, ${y}-${String(end % 100).padStart(2, '0')}`,
            },
            [
              {
                source: TORVIK,
                value: `${won}-${g - won}`,
                note: torvikNote(g, won, scores.get(teamSeasonKey(school, y))),
              },
            ],
          );
        return;
      }
      if (!school || ctx.has('team_seasons', teamSeasonKey(school, y))) {
        ctx.report({
          source: TORVIK,
          file,
          line: i + 2,
          problem: school ? `second row for ${school} ${y} ignored` : `unmatched team '${r.TEAM}'; not added`,
        });
        return;
      }
      const conf = teams.confByKaggle.get(CONF[r.CONF] ?? '');
      if (!conf) ctx.report({ source: TORVIK, file, line: i + 2, problem: `unknown conference '${r.CONF}'` });
      const tt = data.tourney.get(y)?.get(school);
      const games = int(r.G) ?? 0;
      let w = int(r.W) ?? 0;
      let l = games - w;
      let g = games;
      if (PRE_TOURNAMENT.has(end) && tt) {
        w += tt.wins;
        l += tt.losses;
        g += tt.wins + tt.losses;
      }
      // Torvik's losses (games − wins) miss the games against non-Division I teams: the box scores' W-L, where
      // the files have the whole season, is published (both claimed, so the reconciliation shows the difference).
      const key = teamSeasonKey(school, y);
      let rec = scores.get(key);
      if (rec && lacksGames(rec, g, w)) {
        ctx.report({
          source: SR_SCORES,
          file: `ncaa_mbb_scores_sr/${end}_season.csv`,
          problem: `${school} ${y}: ${rec.wins}-${rec.losses} in the box scores, fewer wins or Division I games than Torvik's ${w} of ${g}; the file lacks games, Torvik's W-L kept`,
        });
        rec = undefined;
      }
      const label = `${school}, ${y}-${String(end % 100).padStart(2, '0')}`;
      claimAll(ctx, TEAM_RECORD, { league: L, key, label }, [
        { source: SR_SCORES, value: scoreValue(rec) },
        { source: TORVIK, value: `${w}-${l}`, note: torvikNote(g, w, rec, PRE_TOURNAMENT.has(end)) },
      ]);
      if (rec) {
        w = rec.wins;
        l = rec.losses;
      }
      const isChamp = facts.champion.get(y) === school;
      addTeamSeason(ctx, teams, {
        school,
        start: y,
        wins: w,
        losses: l,
        conference: conf ?? null,
        playoff_result: tt?.result ?? null,
        playoff_position: isChamp ? 'champion' : tt ? 'playoffs' : end === 2020 ? null : 'eliminated',
        is_champion: end === 2020 ? null : isChamp,
        stats: compact({
          adjoe: num(r.ADJOE),
          adjde: num(r.ADJDE),
          barthag: num(r.BARTHAG),
          adj_t: num(r.ADJ_T),
          wab: num(r.WAB),
          seed: tt?.seed ? int(tt.seed.replace(/\D/g, '')) : null,
          region: tt?.region ?? null,
        }),
        derived_from_games: false,
        // The row's source is its record's: the box scores where their W-L is published.
        source: rec ? SR_SCORES : TORVIK,
      });
      count.set(y, (count.get(y) ?? 0) + 1);
    });
}
