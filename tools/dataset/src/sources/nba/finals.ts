// NBA Finals: one result per season from the Finals games (cross-checked with the Kaggle list), plus Finals MVPs.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import { addResult } from '../../history/results';
import { text } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { slugify } from '../../shared/slug';
import { addAward } from './awards';
import { FINALS_MVP } from './figures';
import type { GamesResult, NbaGame } from './game-types';
import { LG, nameKey, ordinal, personKey, seasonKey, teamKey } from './keys';
import type { PeopleResult } from './players';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

export interface FinalsResult {
  start: number;
  winner: string; // franchise
  loser: string;
  winnerName: string;
  loserName: string;
  winnerWins: number;
  loserWins: number;
  decider: NbaGame | null;
  source: string;
}

export const CHAMPIONSHIP = 'nba:finals';

export function computeFinals(ctx: BuildContext, t: TeamsResult, gr: GamesResult): Map<number, FinalsResult> {
  const out = new Map<number, FinalsResult>();
  const nameOf = (fr: string, start: number) => t.summaries.get(`${fr}:${start + 1}`)?.name ?? fr;

  // Kaggle list (season end year; Result = West-East games).
  const file = 'nba_finals/nba_finals_and_mvp.csv';
  const kaggle = new Map<number, { winner: string; loser: string; w: number; l: number; line: number }>();
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const year = Number(r.Year);
    const fix = (n: string) => {
      const f = n.replace(/_\d+/g, '').trim();
      if (f !== n.trim())
        ctx.report({ source: SRC.finals, file, line, problem: `typo '${n}' read as '${f}'` });
      return f;
    };
    const champ = t.byName.get(`${year}:${fix(r['NBA Champion'])}`);
    const vice = t.byName.get(`${year}:${fix(r['NBA Vice-Champion'])}`);
    const west = t.byName.get(`${year}:${fix(r['Western Champion'])}`);
    const m = /^(\d)[_-](\d)$/.exec(r.Result.trim());
    if (!champ || !vice || !m) {
      ctx.report({
        source: SRC.finals,
        file,
        line,
        problem: `unusable Finals row ${r.Year}: ${r['NBA Champion']} / ${r.Result}`,
      });
      return;
    }
    const [westWins, eastWins] = [Number(m[1]), Number(m[2])];
    const w = champ === west ? westWins : eastWins;
    const l = champ === west ? eastWins : westWins;
    if (w !== 4)
      ctx.report({
        source: SRC.finals,
        file,
        line,
        problem: `champion ${r['NBA Champion']} does not have 4 wins in ${r.Result}`,
      });
    kaggle.set(year - 1, { winner: champ, loser: vice, w, l, line });
  });

  const starts = new Set([...gr.finals.keys(), ...kaggle.keys()]);
  for (const start of [...starts].sort((a, b) => a - b)) {
    const s = gr.finals.get(start);
    const k = kaggle.get(start);
    if (s) {
      const aWon = s.winsA > s.winsB;
      const winner = aWon ? s.a : s.b;
      const loser = aWon ? s.b : s.a;
      const res: FinalsResult = {
        start,
        winner,
        loser,
        winnerName: nameOf(winner, start),
        loserName: nameOf(loser, start),
        winnerWins: Math.max(s.winsA, s.winsB),
        loserWins: Math.min(s.winsA, s.winsB),
        decider: s.games[s.games.length - 1],
        source: s.games[0].source,
      };
      if (k && (k.winner !== winner || k.loser !== loser || k.l !== res.loserWins)) {
        ctx.report({
          source: SRC.finals,
          file,
          line: k.line,
          problem: `Finals ${start + 1} differ from game data (${winner} ${res.winnerWins}-${res.loserWins} ${loser}); game data kept`,
        });
      }
      out.set(start, res);
    } else if (k) {
      out.set(start, {
        start,
        winner: k.winner,
        loser: k.loser,
        winnerName: nameOf(k.winner, start),
        loserName: nameOf(k.loser, start),
        winnerWins: k.w,
        loserWins: k.l,
        decider: null,
        source: SRC.finals,
      });
      ctx.report({
        source: SRC.finals,
        file,
        line: k.line,
        problem: `no complete Finals games for ${start + 1}; series from the Finals list (deciding game from hand data where present)`,
      });
    }
  }
  for (const start of t.seasons) {
    if (!out.has(start))
      ctx.report({
        source: SRC.elo,
        file: 'games',
        problem: `no Finals result for ${leagueSeasonLabel(LG, start)}`,
      });
  }
  return out;
}

export function addFinals(
  ctx: BuildContext,
  t: TeamsResult,
  finals: Map<number, FinalsResult>,
  p: PeopleResult,
  coachOf: (franchise: string, start: number) => string | null,
  recordOf: (franchise: string, start: number) => string | null,
): void {
  const starts = [...finals.keys()].sort((a, b) => a - b);
  ctx.add('championships', {
    key: CHAMPIONSHIP,
    slug: 'nba-finals',
    league: LG,
    name: 'NBA Finals',
    official_name: 'NBA Finals',
    description: 'The championship series of the NBA (BAA Finals 1947-1949), played best-of-seven.',
    trophy_name: "Larry O'Brien Championship Trophy",
    first_year: 1946,
    last_year: null, // still contested
    format: 'Best-of-seven series',
    source: SRC.bbref,
  });

  // Finals MVPs: data 1968-69..2022-23, hand data afterwards.
  const mvps = new Map<number, { name: string; pid: string | null; source: string }>();
  const mvpFile = 'nba_finals_mvp/finals_mvp.csv';
  ctx.readCsv(mvpFile).forEach((r, i) => {
    const start = Number(r.Season.slice(0, 4));
    const fr = t.fr.lookup(r.Tm, start + 1)?.franchise ?? null;
    const pid = p.findPlayer(r.PLAYER_NAME, start + 1, fr);
    if (!pid)
      ctx.report({
        source: SRC.finalsMvp,
        file: mvpFile,
        line: i + 2,
        problem: `Finals MVP ${r.PLAYER_NAME} not matched to a player`,
      });
    mvps.set(start, { name: r.PLAYER_NAME, pid, source: SRC.finalsMvp });
  });
  const handFile = join(ctx.handDir, 'nba/finals_mvp.csv');
  ctx.readCsv(handFile).forEach((r, i) => {
    const start = Number(r.year);
    const pid = text(r.mvp_id);
    if (mvps.has(start)) {
      const d = mvps.get(start)!;
      if (nameKey(d.name) !== nameKey(r.mvp_name))
        ctx.report({
          source: SRC.handFinals,
          file: 'hand/nba/finals_mvp.csv',
          line: i + 2,
          problem: `hand MVP ${r.mvp_name} differs from data ${d.name}`,
        });
      return;
    }
    mvps.set(start, { name: r.mvp_name, pid, source: SRC.handFinals });
  });
  // The 2024-2025 MVP file: a second source of the hand rows, claimed for the reconciliation step.
  const secondFile = 'nba_finals_mvp_2024_2025/finals_mvp_2024_2025.csv';
  for (const r of ctx.readCsv(secondFile)) {
    const start = Number(r.season.slice(0, 4));
    const kept = mvps.get(start);
    if (!kept) continue;
    claimAll(
      ctx,
      FINALS_MVP,
      { league: LG, key: `nba:finals-mvp:${start}`, label: `${leagueSeasonLabel(LG, start)} NBA Finals MVP` },
      [
        { source: kept.source, value: nameKey(kept.name) },
        { source: SRC.finalsMvp2425, value: nameKey(r.player) },
      ],
    );
  }
  const handDeciders = new Map(
    ctx.readCsv(join(ctx.handDir, 'nba/finals_deciders.csv')).map((r) => [Number(r.year), r]),
  );
  const handCoaches = new Map(
    ctx.readCsv(join(ctx.handDir, 'nba/finals_coaches.csv')).map((r) => [Number(r.year), r]),
  );

  for (const start of starts) {
    const f = finals.get(start)!;
    const mvp = mvps.get(start) ?? null;
    if (!mvp && start >= 1968)
      ctx.report({
        source: SRC.finalsMvp,
        file: mvpFile,
        problem: `Finals MVP for ${leagueSeasonLabel(LG, start)} not in the data and not certain; left empty`,
      });
    const d = f.decider;
    let venueName: string | null = null;
    let notes: string | null = f.loserWins === 0 ? 'Sweep' : null;
    if (d?.arena) venueName = d.arena;
    else if (d && start >= 1984 && !d.neutral) {
      venueName = text(t.summaries.get(`${d.home}:${start + 1}`)?.row.arena);
      if (venueName)
        notes = [notes, 'deciding-game arena is the home team’s arena that season']
          .filter(Boolean)
          .join('; ');
    }
    const hd = d ? undefined : handDeciders.get(start);
    if (hd) {
      venueName = hd.venue_name;
      notes = [notes, `deciding game from ${hd.source}`].filter(Boolean).join('; ');
    }
    const venue = venueName ? t.venueKey(venueName) : null;
    const venueRow = venue ? ctx.get('venues', venue) : undefined;
    const hc = handCoaches.get(start);
    const dataCoach = coachOf(f.winner, start);
    if (hc && dataCoach && nameKey(hc.winner_coach_name) !== nameKey(dataCoach))
      ctx.report({
        source: SRC.handFinals,
        file: 'hand/nba/finals_coaches.csv',
        problem: `${start}: hand coach ${hc.winner_coach_name} vs data ${dataCoach}`,
      });
    const coach = dataCoach ?? hc?.winner_coach_name ?? null;
    if (!coach)
      ctx.report({
        source: SRC.coaches,
        file: 'coaches',
        problem: `no championship coach for ${leagueSeasonLabel(LG, start)}`,
      });
    if (!d) addFinalsSeries(ctx, f);
    addResult(ctx, {
      championship: CHAMPIONSHIP,
      year: start,
      edition: ordinal(start - 1945),
      winner_team: teamKey(f.winner),
      runner_up_team: teamKey(f.loser),
      winner_name: f.winnerName,
      runner_up_name: f.loserName,
      series_result: `${f.winnerWins}-${f.loserWins}`,
      overtime: d?.overtime ?? null,
      game_date: d?.date ?? hd?.game_date ?? null,
      venue,
      venue_name: venueName,
      city: (venueRow?.city as string | undefined) ?? null,
      state: (venueRow?.state as string | undefined) ?? null,
      mvp_name: mvp?.name ?? null,
      mvp_person: mvp?.pid ? personKey(mvp.pid) : null,
      winner_coach_name: coach,
      winner_record: recordOf(f.winner, start),
      notes,
      source: f.source,
    });
    if (mvp) {
      const team = p.teamsOf.get(`${mvp.pid}:${start + 1}`);
      addAward(ctx, {
        code: 'finals-mvp',
        name: 'NBA Finals Most Valuable Player',
        start,
        id: mvp.pid ?? slugify(mvp.name),
        person: mvp.pid ? personKey(mvp.pid) : null,
        team:
          team && team.includes(f.winner) ? teamKey(f.winner) : team?.length === 1 ? teamKey(team[0]) : null,
        recipient: mvp.name,
        notes: start >= 2008 ? 'Bill Russell NBA Finals MVP Award (named 2009)' : null,
        source: mvp.source,
      });
    }
  }
}

/**
 * The Finals as a postseason series where the games file lacks them (the 2020 bubble, the 2021 Finals): the result
 * the Finals list gives, so head-to-head and the bracket hold the series the sources know.
 */
function addFinalsSeries(ctx: BuildContext, f: FinalsResult): void {
  ctx.add('postseason_series', {
    key: `nba:series:${f.start}:finals`,
    league: LG,
    season: seasonKey(f.start),
    year: f.start,
    round: 'F',
    round_name: f.start <= 1948 ? 'BAA Finals' : 'NBA Finals',
    stage: 1,
    series_code: null,
    winner_team: teamKey(f.winner),
    loser_team: teamKey(f.loser),
    winner_name: f.winnerName,
    loser_name: f.loserName,
    winner_league: null,
    loser_league: null,
    wins: f.winnerWins,
    losses: f.loserWins,
    ties: 0,
    winner_goals: null,
    loser_goals: null,
    decided_by: 'wins',
    notes: 'The series result only: its games are not in our sources.',
    source: f.source,
  });
}
