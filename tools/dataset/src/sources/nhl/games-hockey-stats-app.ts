// NHL games 2019-20 from nhl_games_2018_2021 (mmerenich21/Hockey-Stats-App); it has no game type, so preseason,
// exhibitions and the 2020 qualifiers and playoffs go by date. Its playoff games only check Hockey-Reference's
// (games.ts). Its 2020-21 rows are not read: 491 of the 868 games have all-zero rows instead of a score, four carry
// in-progress scores and the dates are UTC dates; Hockey-Reference's complete season is read instead.
import type { BuildContext, Row } from '../../model';
import { leagueSeasonLabel } from '../../shared/season';
import { HSA } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';

export const hockeyStatsAppSource: Row<'sources'> = {
  key: HSA,
  name: 'Hockey-Stats-App NHL games (mmerenich21)',
  url: 'https://github.com/mmerenich21/Hockey-Stats-App',
  licence: 'None stated',
  attribution: 'mmerenich21/Hockey-Stats-App',
  notes:
    'NHL regular-season games 2019-20 (its 2020 playoff games a check of Hockey-Reference); dates are UTC dates of the start time.',
};

/** nhl_games_2018_2021: 2019-20 (2018-19 comes from the Kaggle file, which has game types; 2020-21 see above). */
export function readHockeyStatsApp(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const file = 'nhl_games_2018_2021/nhl_games.csv';
  const teamName = new Map(
    ctx.readCsv('nhl_games_2018_2021/nhl_teams.csv').map((t) => [t.TeamID, t['Team Name']]),
  );
  const stats = new Map<string, Record<string, string>[]>();
  for (const s of ctx.readCsv('nhl_games_2018_2021/nhl_gamestats.csv')) {
    const l = stats.get(s['Game ID']) ?? [];
    l.push(s);
    stats.set(s['Game ID'], l);
  }
  const out: NhlGame[] = [];
  const skipped = new Map<string, number>();
  const skip = (what: string) => skipped.set(what, (skipped.get(what) ?? 0) + 1);
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const season = Number(r.Season.slice(0, 4));
    if (season === 2018)
      return skip('2018-19 rows (taken from the Kaggle file, which has game types and local dates)');
    if (season === 2020)
      return skip(
        "2020-21 rows (taken from Hockey-Reference's complete season: 491 games here have no score, dates are UTC)",
      );
    const d = r.Date;
    // 2019-20: preseason before the 2 Oct 2019 opener; regular season to 11 Mar 2020 (UTC date 12 Mar);
    // return-to-play exhibitions 28-31 Jul 2020; Stanley Cup qualifiers and playoffs from 1 Aug 2020.
    let playoff = false;
    if (season === 2019) {
      if (d < '2019-10-02') return skip('2019-20 preseason games');
      if (d > '2020-03-12' && d < '2020-08-01') return skip('2019-20 return-to-play exhibition games');
      playoff = d >= '2020-08-01';
    }
    const home = fr.modernName.get(r['Home Team']);
    const away = fr.modernName.get(r['Away Team']);
    if (!home || !away) {
      ctx.report({
        source: HSA,
        file,
        line,
        problem: `not an NHL team game (${r['Away Team']} at ${r['Home Team']}; All-Star game)`,
      });
      return;
    }
    fr.register(season, home, r['Home Team']);
    fr.register(season, away, r['Away Team']);
    const st = stats.get(r.GameID) ?? [];
    const byName = new Map(st.map((s) => [teamName.get(s['Team ID']), s]));
    const h = byName.get(r['Home Team']);
    const a = byName.get(r['Away Team']);
    if (!h || !a) {
      ctx.report({ source: HSA, file, line, problem: `game ${r.GameID} has no team stats rows` });
      return;
    }
    const hs = Number(h['Final Score']);
    const as = Number(a['Final Score']);
    if (hs === as) {
      if (hs === 0)
        return skip(`${leagueSeasonLabel('nhl', season)} games without a score (all-zero stats rows)`);
      ctx.report({ source: HSA, file, line, problem: `game ${r.GameID} ends level ${hs}-${as}; skipped` });
      return;
    }
    const reg = (s: Record<string, string>) =>
      Number(s['First Period Goals']) + Number(s['Sceond Period Goals']) + Number(s['Third Period Goals']);
    // Period goals are filled for 2020-21 only; for 2019-20 the W/L/OTL flags mark overtime losses, but the
    // source flags shootout losses as regulation losses (checked against the Kaggle file for 2018-19), so
    // shootouts cannot be told from regulation games there (soUnknown).
    const [w, l] = hs > as ? [h, a] : [a, h];
    const otg = Number(h['Overtime Goals']) + Number(a['Overtime Goals']);
    const populated =
      reg(l) === Number(l['Final Score']) &&
      (reg(w) + Number(w['Overtime Goals']) === Number(w['Final Score']) ||
        (reg(w) + 1 === Number(w['Final Score']) && reg(w) === reg(l)));
    let overtime: string | null = null;
    if (otg > 0) overtime = 'OT';
    else if (populated && reg(h) + reg(a) > 0) overtime = reg(h) === reg(a) ? 'SO' : null;
    else if (l['OT Loss'] === '1') overtime = 'OT';
    else if (l.Loss === '1') overtime = null;
    else if (w.Win === '1') overtime = 'OT';
    else
      ctx.report({
        source: HSA,
        file,
        line,
        problem: `game ${r.GameID}: cannot tell regulation from overtime`,
      });
    out.push({
      season,
      date: d,
      time: null,
      home,
      away,
      homeScore: hs,
      awayScore: as,
      overtime,
      noOtPoint: false,
      playoff,
      soUnknown: !playoff && !(populated && reg(h) + reg(a) > 0),
      stage: null,
      roundRobin: false,
      venueName: null,
      neutral: false,
      attendance: null,
      source: HSA,
      file,
      line,
    });
  });
  for (const [what, n] of skipped) ctx.report({ source: HSA, file, problem: `${n} ${what} skipped` });
  const unknown = out.filter((g) => g.soUnknown).length;
  if (unknown)
    ctx.report({
      source: HSA,
      file: 'nhl_games_2018_2021/nhl_gamestats.csv',
      problem: `${unknown} regular-season games without period goals: shootout losses are flagged as regulation losses, so shootouts are not marked and loss/OT-loss splits are not derived`,
    });
  if (out.some((g) => g.season === 2019)) {
    ctx.report({
      source: HSA,
      file,
      problem:
        'Date is the UTC date of the start time (evening games fall one day after the local date); kept as given for the 2019-20 regular season',
    });
  }
  return out;
}
