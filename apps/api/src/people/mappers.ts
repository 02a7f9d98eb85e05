// Rows → contract objects for players and coaches (derived fields: career stats, records, history, status): the
// people area's rows file, in the one pattern of teams/rows.ts (a `...Row` per query, a `to...` per contract shape).
import type {
  Award,
  CareerCoverage,
  Coach,
  CoachingStint,
  FigureSpan,
  LeagueRef,
  LevelRef,
  Person,
  PersonTeam,
  Player,
  CoachSeasonLine,
  PlayerSeasonLine,
  PlayerTitle,
  SportRef,
} from '@trophy-room/contract';
import {
  allStarSelections,
  countedAwardName,
  careerLineSeasons,
  careerStatOf,
  DRAFT_FIGURE,
  draftStatus,
  holdsStat,
  mvpAwards,
  statFigure,
  winPercentageAcross,
  type FigureCoverage,
  type StatDef,
} from '@trophy-room/domain';
import { careerStats } from './career-stats';
import { covers, type CoverageModel, type Subject } from './coverage-model';

interface Scoped {
  id: number;
  slug: string;
  person: Person;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
  awards: Award[];
  championships_won: number;
}

export interface PlayerRow extends Scoped {
  jersey_number: string | null;
  primary_position: string | null;
  current_team: PersonTeam | null;
  first_year: number | null;
  last_year: number | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  draft_team: Player['draft_team'];
  last_team: Player['last_team'];
  last_season_year: number | null;
  career: Record<string, unknown> | null;
  lines_first_year: number | null;
  lines_last_year: number | null;
  lines_seasons: number | null;
  /** The start years of his regular-season lines. */
  lines_years: number[] | null;
  /** The seasons he has a line or a roster row in. */
  played_years: number[] | null;
  /** Seasons whose only regular-season line has no game and no figure: on a roster, never played. */
  idle_years: number[] | null;
  source_name: string | null;
  source_notes: string | null;
  league_latest_lines: number | null;
  latest_note: string | null;
  seasons: number | null;
  games_played: number | null;
  games_started: number | null;
  totals: Record<string, unknown> | null;
  is_active: boolean;
  hall_of_fame: boolean;
  bats: string | null;
  throws: string | null;
  shoots: string | null;
}

/** A line of player_seasons, its season and team as json_build_object writes them. */
export interface PlayerSeasonLineRow {
  season: PlayerSeasonLine['season'];
  team: PlayerSeasonLine['team'];
  teams: PlayerSeasonLine['teams'] | null;
  is_postseason: boolean;
  games_played: number | null;
  games_started: number | null;
  stats: Record<string, unknown> | null;
}

export function toPlayerSeasonLine(r: PlayerSeasonLineRow): PlayerSeasonLine {
  return {
    season: r.season,
    team: r.team,
    teams: r.teams ?? [],
    is_postseason: r.is_postseason,
    games_played: r.games_played,
    games_started: r.games_started,
    stats: r.stats,
  };
}

export interface PlayerTitleRow {
  season: PlayerTitle['season'];
  team: PlayerTitle['team'];
  title_year: number;
  credited_by: 'postseason' | 'roster';
}

export function toPlayerTitle(r: PlayerTitleRow): PlayerTitle {
  return { season: r.season, team: r.team, title_year: r.title_year, credited_by: r.credited_by };
}

export interface CoachSeasonLineRow {
  season: CoachSeasonLine['season'];
  team: CoachSeasonLine['team'];
  title: string;
  is_head_coach: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  won_title: boolean;
}

export function toCoachSeasonLine(r: CoachSeasonLineRow): CoachSeasonLine {
  return {
    season: r.season,
    team: r.team,
    title: r.title,
    is_head_coach: r.is_head_coach,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    ot_losses: r.ot_losses,
    playoff_wins: r.playoff_wins,
    playoff_losses: r.playoff_losses,
    won_title: r.won_title,
  };
}

/** A coach's stint: the fields of repository.ts's STINT_FIELDS. */
interface StintRow {
  team_id: number | null;
  team_slug: string | null;
  team_name: string;
  start_year: number;
  end_year: number | null;
  title: string;
  is_head_coach: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  /** The postseasons the stint reached (null for a career total without seasons). */
  playoff_seasons: number | null;
  /** A season's stint, the team-season's only head coach, whose team-season reached the postseason. */
  team_postseason: boolean;
}

/** A stint as the statement writes it: the values of STINT_FIELDS (repository.ts) in their order, no key names. */
export type StintTuple = [
  team_id: number | null,
  team_slug: string | null,
  team_name: string,
  start_year: number,
  end_year: number | null,
  title: string,
  is_head_coach: boolean,
  wins: number | null,
  losses: number | null,
  ties: number | null,
  ot_losses: number | null,
  playoff_wins: number | null,
  playoff_losses: number | null,
  playoff_seasons: number | null,
  team_postseason: boolean,
];

export function toStintRow([
  team_id,
  team_slug,
  team_name,
  start_year,
  end_year,
  title,
  is_head_coach,
  wins,
  losses,
  ties,
  ot_losses,
  playoff_wins,
  playoff_losses,
  playoff_seasons,
  team_postseason,
]: StintTuple): StintRow {
  return {
    team_id,
    team_slug,
    team_name,
    start_year,
    end_year,
    title,
    is_head_coach,
    wins,
    losses,
    ties,
    ot_losses,
    playoff_wins,
    playoff_losses,
    playoff_seasons,
    team_postseason,
  };
}

export interface CoachRow extends Scoped {
  stints: StintRow[];
  /** Seasons missing between two of his seasons with one team that no one's stint covers. */
  tenure_gaps: number[];
  league_latest_year: number | null;
  /** The last season the league's coaching source reaches. */
  league_coached_year: number | null;
  source: { name: string | null; notes: string | null } | null;
}

/** A player's span: his first and last season (the lines' where the players row has none), running while active. */
const playerSubject = (r: PlayerRow): Subject => ({
  first_year: r.first_year ?? r.lines_first_year,
  last_year: r.last_year ?? r.lines_last_year,
  active: r.is_active,
});

/**
 * Which seasons a player's figures come from: his regular-season lines (the season table's rows), partial by the one
 * rule when his span reaches beyond them; else the source's career total, named, which covers the career the source
 * knows (partial only when he played on after it).
 */
export function playerSpan(r: PlayerRow, model?: CoverageModel): FigureSpan {
  const subject = playerSubject(r);
  if (r.lines_seasons) {
    // His lines and the seasons between them he sat out (careerLineSeasons); a season of his span before his first
    // line or after his last (his last season, a roster row) has none: not covered.
    const lastLine = r.lines_last_year ?? -Infinity;
    const c = covers(
      model,
      r.league.id,
      { ...subject, last_year: Math.max(subject.last_year ?? lastLine, r.last_season_year ?? lastLine) },
      careerLineSeasons(r.lines_years ?? [], model?.get(r.league.id)?.lines ?? []),
    );
    return {
      first_year: r.lines_first_year,
      last_year: r.lines_last_year,
      seasons: r.lines_seasons,
      partial: c.partial,
      source: null,
      source_note: null,
      latest_note: r.latest_note,
      team_name: null,
    };
  }
  const hasTotal = r.career !== null && Object.keys(r.career).length > 0;
  const c = covers(model, r.league.id, subject, hasTotal ? careerYears(r) : []);
  return {
    first_year: null,
    last_year: null,
    seasons: 0,
    partial: c.partial,
    source: hasTotal ? r.source_name : null,
    source_note: hasTotal ? r.source_notes : null,
    latest_note: null,
    team_name: null,
  };
}

/**
 * Seasons he played: each season of his span in which he has a line or a roster row; one before his first or after
 * his last such row (his span's source says he played, no line shows it: an NFL career before the stat files); and
 * one between them which no source's lines cover. Jordan's 1984-2002 is 15 seasons, not 19 (1993 and 1998-2000 have
 * no line where every player has one); Krause's 1964-1979 is 16 though his lines begin in 1970.
 */
function yearsPro(r: PlayerRow, model?: CoverageModel): number | null {
  const [first, last] = [r.first_year, r.last_year];
  if (first === null || last === null) return r.seasons || null;
  const played = new Set(r.played_years ?? []);
  if (!played.size) return last - first + 1;
  const [from, to] = [Math.min(...played), Math.max(...played)];
  const lines = model?.get(r.league.id)?.lines ?? new Set<number>();
  let n = 0;
  // A season whose only line says he played no game (Manning's 2011, injured all season) is no season played.
  const idle = new Set(r.idle_years ?? []);
  for (let y = first; y <= last; y++)
    if ((played.has(y) && !idle.has(y)) || y < from || y > to || !lines.has(y)) n++;
  return n;
}

/** The seasons a source's career total covers: the career as that source gives it (first to last season). */
function careerYears(r: PlayerRow): number[] {
  const [first, last] = [r.first_year, r.last_year];
  if (first === null || last === null) return [];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * A figure summed from his lines: the seasons it sums are those whose line holds it (Brady's completions: 18 of his
 * seasons, not the 21 the league's sources hold it for); a season the league's sources do not hold it for, or one he
 * played whose line lacks it, is a gap; a season he did not play (no line, or a line of no game) is none.
 */
function ownCoverage(
  r: PlayerRow,
  def: StatDef,
  lines: readonly PlayerSeasonLine[],
  model?: CoverageModel,
): FigureCoverage {
  const own = new Set<number>();
  const played = new Set<number>();
  for (const l of lines) {
    if (l.is_postseason) continue;
    const line = { ...(l.stats ?? {}), games: l.games_played, games_started: l.games_started };
    const empty = !l.games_played && !Object.keys(l.stats ?? {}).length;
    if (!empty) played.add(l.season.start_year);
    if (holdsStat(def, line)) own.add(l.season.start_year);
  }
  // The seasons between his lines he sat out count as covered (careerLineSeasons); those he played without the stat
  // in his line do not.
  const league = model?.get(r.league.id)?.figures.get(statFigure(def.key)) ?? new Set<number>();
  const notPlayed = careerLineSeasons(played, league).filter((y) => !played.has(y));
  const c = covers(model, r.league.id, playerSubject(r), [...own, ...notPlayed]);
  const years = [...own].sort((a, b) => a - b);
  return { ...c, first_year: years[0] ?? null, last_year: years.at(-1) ?? null, seasons: years.length };
}

// Per award figure of the (memoised) coverage model, its seasons from the first to the last: made once, not per player.
const awardSpans = new WeakMap<ReadonlySet<number>, ReadonlySet<number>>();

/** The seasons from the first to the last of an award's rows (undefined when it has none). */
function awardSpan(years: ReadonlySet<number> | undefined): ReadonlySet<number> | undefined {
  if (!years?.size) return undefined;
  let span = awardSpans.get(years);
  if (!span) {
    const [first, last] = [Math.min(...years), Math.max(...years)];
    span = new Set(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    awardSpans.set(years, span);
  }
  return span;
}

/**
 * Each career figure shown, with the seasons of his span it covers: a figure summed from lines covers the seasons the
 * league's sources hold that stat for (the coverage model); one from a source's career total (a player without lines)
 * covers the career that source gives.
 */
export function careerCoverage(
  r: PlayerRow,
  career: Record<string, number | null>,
  model?: CoverageModel,
  lines?: readonly PlayerSeasonLine[],
): CareerCoverage[] {
  const subject = playerSubject(r);
  const fromTotal = !r.lines_seasons;
  const out: CareerCoverage[] = [];
  for (const [figure, value] of Object.entries(career)) {
    const def = careerStatOf(r.sport.slug, figure);
    if (!def || value === null) continue;
    if (fromTotal || !lines) {
      const held = fromTotal ? careerYears(r) : statFigure(def.key);
      out.push({ figure, stat: def.key, ...covers(model, r.league.id, subject, held) });
      continue;
    }
    out.push({ figure, stat: def.key, ...ownCoverage(r, def, lines, model) });
  }
  // The award counts: the seasons from the first to the last of their award rows (MLB's All-Star rosters end with
  // 2024); a season between without one gave no award (no All-Star Game in 1945 or 2020), no gap.
  for (const figure of ['mvp_awards', 'all_star_selections'] as const) {
    const name = countedAwardName(figure, r.league.slug);
    const held = name ? awardSpan(model?.get(r.league.id)?.figures.get(`award:${name}`)) : undefined;
    if (!held) continue;
    out.push({ figure, stat: figure, ...covers(model, r.league.id, subject, held) });
  }
  return out;
}

export function toPlayer(r: PlayerRow, model?: CoverageModel, lines?: readonly PlayerSeasonLine[]): Player {
  const h = r.person.height_inches;
  const career = careerStats({
    sport: r.sport.slug,
    // Seasons played: a season whose only line has no game is not one (Manning's 2011).
    seasons: (r.seasons ?? 0) - (r.idle_years?.length ?? 0),
    games_played: r.games_played,
    games_started: r.games_started,
    totals: r.totals,
    career: r.career,
  });
  // Pro Bowls where a draft file gives them (1970-): a player no source counts has none known, not 0.
  const proBowls = typeof r.career?.pb === 'number' ? r.career.pb : null;
  return {
    id: r.id,
    slug: r.slug,
    person: r.person,
    jersey_number: r.jersey_number,
    primary_position: r.primary_position,
    primary_position_name: r.primary_position,
    // A retired player has a last team (named as then), not a current one.
    current_team: r.is_active ? r.current_team : null,
    last_team: r.last_team,
    sport: r.sport,
    level: r.level,
    league: r.league,
    height: h ? `${Math.floor(h / 12)}-${h % 12}` : null,
    weight: r.person.weight_pounds,
    years_pro: yearsPro(r, model),
    first_year: r.first_year,
    last_year: r.last_year,
    draft_year: r.draft_year,
    draft_round: r.draft_round,
    draft_pick: r.draft_pick,
    draft_team: r.draft_team,
    // Undrafted only where the sources hold every draft of his first season (the coverage model's draft figure).
    draft_status: draftStatus(r, model?.get(r.league.id)?.figures.get(DRAFT_FIGURE)),
    career_stats: career,
    stats_span: playerSpan(r, model),
    // With his lines (the detail): each figure's own seasons; a list's cards show no coverage, the league's suffices.
    career_coverage: careerCoverage(r, career, model, lines),
    awards: r.awards,
    championships_won: r.championships_won,
    // Each award counted by itself (@trophy-room/domain's award-count): null where the sources hold no such award.
    all_star_selections: allStarSelections(r.league.slug, r.awards, proBowls),
    mvp_awards: mvpAwards(r.league.slug, r.awards),
    is_active: r.is_active,
    hall_of_fame: r.hall_of_fame,
    bats: r.bats,
    throws: r.throws,
    shoots: r.shoots,
    contract_end_year: null,
    salary: null,
  };
}

/** Consecutive seasons with the same team, title and role become one history entry. */
/** Overtime losses summed; null while no stint records any (before 1999-00, other sports). */
const addOt = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

export function coachingHistory(stints: StintRow[], latestYear: number | null): CoachingStint[] {
  const out: CoachingStint[] = [];
  for (const s of stints) {
    if (s.start_year === null) continue;
    const prev = out.at(-1);
    const end = s.end_year ?? s.start_year;
    if (
      prev &&
      prev.team_id === s.team_id &&
      prev.title === s.title &&
      prev.is_head_coach === s.is_head_coach &&
      (prev.end_year ?? 0) + 1 >= s.start_year
    ) {
      prev.end_year = Math.max(prev.end_year ?? end, end);
      prev.wins = (prev.wins ?? 0) + (s.wins ?? 0);
      prev.losses = (prev.losses ?? 0) + (s.losses ?? 0);
      prev.ties = (prev.ties ?? 0) + (s.ties ?? 0);
      prev.ot_losses = addOt(prev.ot_losses, s.ot_losses);
      continue;
    }
    out.push({
      team_id: s.team_id,
      team_slug: s.team_slug,
      team_name: s.team_name ?? 'Unknown team',
      start_year: s.start_year,
      end_year: end,
      title: s.title ?? 'Coach',
      is_head_coach: s.is_head_coach,
      is_active: false,
      wins: s.wins,
      losses: s.losses,
      ties: s.ties,
      ot_losses: s.ot_losses,
    });
  }
  for (const h of out) h.is_active = latestYear !== null && (h.end_year ?? 0) >= latestYear;
  for (const h of out) if (h.is_active) h.end_year = null;
  return out;
}

/** Every season the stints cover. */
const seasonYears = (stints: StintRow[]) =>
  new Set(
    stints.flatMap((s) =>
      Array.from({ length: (s.end_year ?? s.start_year!) - s.start_year! + 1 }, (_, i) => s.start_year! + i),
    ),
  );

/** Stints of a season (the coach's season table) versus a source's career total (no season). */
const bySeason = (stints: StintRow[]) => stints.filter((s) => s.start_year !== null);

/** The coverage model's figure of coaches' postseason W-L (figure_coverage, history/figure-coverage.ts). */
export const COACH_POSTSEASON = 'coach_postseason_record';

/**
 * A coach's postseason figures beyond his stints' W-L, by the coverage model's coach_postseason_record (the seasons a
 * source gives the league's coaches' postseason W-L): in a season it does not cover, a stint without a postseason W-L
 * whose team-season reached the postseason, with no other head coach, is a postseason reached (NCAA men's basketball
 * before 1984-85: the tournament code of the Sports-Reference school season); and the W-L is partial, by the one
 * rule, where his span reaches a season it does not cover. A league whose sources give no coach a postseason W-L has
 * no such figure: nothing is added, nothing said.
 */
function postseasonOf(
  r: CoachRow,
  model: CoverageModel | undefined,
  seasonal: StintRow[],
  rest: StintRow[],
  active: boolean,
): { reached: number; span: FigureSpan } {
  const held = model?.get(r.league.id)?.figures.get(COACH_POSTSEASON);
  const years = seasonYears(seasonal);
  const first = years.size ? Math.min(...years) : null;
  const last = years.size ? Math.max(...years) : null;
  const none: FigureSpan = {
    first_year: first,
    last_year: last,
    seasons: years.size,
    partial: false,
    source: null,
    source_note: null,
    latest_note: null,
    team_name: null,
  };
  if (!held?.size) return { reached: 0, span: none };
  const reached = new Set(
    seasonal
      .filter(
        (s) =>
          s.team_postseason &&
          s.playoff_wins === null &&
          s.playoff_losses === null &&
          !held.has(s.start_year!),
      )
      .map((s) => s.start_year!),
  ).size;
  const c = covers(model, r.league.id, { first_year: first, last_year: last, active }, held);
  return {
    reached,
    span: {
      ...none,
      first_year: c.first_year,
      last_year: c.last_year,
      seasons: c.seasons,
      // The rest of a career total beside his seasons: as the record's span says.
      partial: c.partial || rest.length > 0,
    },
  };
}

export function toCoach(r: CoachRow, model?: CoverageModel): Coach {
  const history = coachingHistory(r.stints, r.league_latest_year);
  // Whole or labelled partial: the record is the sum of the season rows the page's table shows and of the rest of a
  // source's career total beside them; a coach without seasons has that total alone, the span naming its source.
  const seasonal = bySeason(r.stints);
  // Beside his seasons, a stint without a season is the rest of a career total his seasons do not make up (the NFL's
  // coach file to 2015 less the seasons the games give): counted with them, so the record is the career's.
  const rest = r.stints.filter((s) => s.start_year === null);
  const counted = seasonal.length ? [...seasonal, ...rest] : r.stints;
  const totals = counted.reduce(
    (t, s) => ({
      w: t.w + (s.wins ?? 0),
      l: t.l + (s.losses ?? 0),
      ti: t.ti + (s.ties ?? 0),
      otl: addOt(t.otl, s.ot_losses),
      pw: t.pw + (s.playoff_wins ?? 0),
      pl: t.pl + (s.playoff_losses ?? 0),
      pa: t.pa + (s.playoff_seasons ?? 0),
    }),
    { w: 0, l: 0, ti: 0, otl: null as number | null, pw: 0, pl: 0, pa: 0 },
  );
  const record = {
    wins: totals.w,
    losses: totals.l,
    ties: totals.ti,
    ot_losses: totals.otl,
    // Each season's ties count by the sport's rule of that season (pro football's before 1972 do not); a source's
    // career total without its years, by the rule of the league's latest season.
    win_percentage: winPercentageAcross(
      counted.map((s) => ({
        record: { wins: s.wins ?? 0, losses: s.losses ?? 0, ties: s.ties ?? 0, ot_losses: s.ot_losses },
        scope: {
          sport: r.sport.slug,
          level: r.level.slug,
          year: s.start_year ?? r.league_latest_year ?? new Date().getFullYear(),
        },
      })),
    ),
    playoff_appearances: seasonal.length ? totals.pa : 0,
    playoff_wins: totals.pw,
    playoff_losses: totals.pl,
  };
  const years = seasonYears(seasonal);
  const lastYear = years.size ? Math.max(...years) : null;
  const current = history.find((h) => h.is_active) ?? null;
  // Where the league's coaching source ends before its latest season, a coach last seen in the source's last season
  // may have coached on: Active or Inactive is not known after that season.
  const coached = r.league_coached_year;
  const status_unknown_after =
    !current && coached !== null && lastYear === coached && coached < (r.league_latest_year ?? coached)
      ? coached
      : null;
  // The record's span: the seasons with a W-L (a coaching source may name a season's coach without his record, as
  // the NBA's does for a season two coaches split: 2017-18 Memphis). Partial by
  // the one rule: his span — every season he coached, through the league's latest while active or while his status
  // is unknown — reaches beyond them.
  const recorded = seasonYears(seasonal.filter((s) => s.wins !== null || s.losses !== null));
  // A season the league's coaching records hold in which he has no stint is one he did not coach (Phil Jackson's
  // 1998-99), no gap; one where his stint has no W-L, or the records do not reach, is.
  const unrecorded = new Set([...years].filter((y) => !recorded.has(y)));
  // A season of a tenure his source lacks (the repository's tenure_gaps) is one too.
  for (const y of r.tenure_gaps) unrecorded.add(y);
  const leagueRecords = [...(model?.get(r.league.id)?.figures.get('coach_record') ?? [])];
  // A career whose first season here is the first the league's coaching records hold may have begun before them
  // (Auerbach's Washington Capitols of 1946-49, Rupp's Kentucky from 1930): the season before is in his span.
  const recordsFrom = leagueRecords.length ? Math.min(...leagueRecords) : null;
  const leagueSeasons = model?.get(r.league.id)?.seasons ?? new Set<number>();
  const firstYear = years.size ? Math.min(...years) : null;
  const beganBefore =
    firstYear !== null && firstYear === recordsFrom && [...leagueSeasons].some((y) => y < recordsFrom);
  const coverage = covers(
    model,
    r.league.id,
    {
      first_year: firstYear === null ? null : beganBefore ? firstYear - 1 : firstYear,
      last_year: lastYear,
      active: current !== null || status_unknown_after !== null,
    },
    [...recorded, ...leagueRecords.filter((y) => !unrecorded.has(y))],
  );
  const postseason = postseasonOf(
    r,
    model,
    seasonal,
    rest,
    current !== null || status_unknown_after !== null,
  );
  if (seasonal.length) record.playoff_appearances += postseason.reached;
  // A season of his span inside the recorded ones without a W-L (UCLA's 1950-51 under Wooden) is named beside it.
  const holes = recorded.size
    ? [...unrecorded]
        .filter((y) => y > Math.min(...recorded) && y < Math.max(...recorded))
        .sort((a, b) => a - b)
    : [];
  const record_span: FigureSpan = seasonal.length
    ? {
        first_year: recorded.size ? Math.min(...recorded) : null,
        last_year: recorded.size ? Math.max(...recorded) : null,
        seasons: recorded.size,
        ...(holes.length ? { missing_years: holes } : {}),
        // The rest of a career total reaches before his first season here: partial, and its source said.
        partial: coverage.partial || rest.length > 0,
        source: rest.length ? (r.source?.name ?? null) : null,
        source_note: rest.length ? (r.source?.notes ?? null) : null,
        latest_note: null,
        team_name: null,
      }
    : {
        first_year: null,
        last_year: null,
        seasons: 0,
        // A career total without its seasons: no span to reach beyond it (coverage of an empty span).
        partial: coverage.partial,
        source: r.stints.length ? (r.source?.name ?? null) : null,
        source_note: r.stints.length ? (r.source?.notes ?? null) : null,
        // A total with one team (the college football source's school record) is not a career record.
        latest_note: null,
        team_name: r.stints.length === 1 ? (r.stints[0].team_name ?? null) : null,
      };
  // No W-L in any source: no record, rather than 0-0.
  const hasRecord = counted.some((s) => s.wins !== null || s.losses !== null);
  const last = history.at(-1) ?? r.stints.at(-1);
  const teams = new Map(
    history
      .filter((h) => h.team_id !== null && h.team_id !== current?.team_id)
      .map((h) => [h.team_id!, { id: h.team_id!, slug: h.team_slug!, name: h.team_name }]),
  );
  const isHead = r.stints.some((s) => s.is_head_coach);
  return {
    id: r.id,
    slug: r.slug,
    person: r.person,
    current_team:
      current && current.team_id !== null
        ? {
            id: current.team_id,
            slug: current.team_slug!,
            name: current.team_name,
            city: null,
            abbreviation: null,
            sport_name: r.sport.name,
          }
        : null,
    title: last?.title ?? 'Coach',
    position: last?.title ?? 'Coach',
    specialization: null,
    specialties: null,
    // Seasons in the data; unknown (null) for a career total without its years.
    years_experience: seasonal.length ? years.size : null,
    years_with_current_team: current
      ? (r.league_latest_year ?? current.start_year) - current.start_year + 1
      : null,
    previous_teams: [...teams.values()],
    college: r.person.college,
    playing_experience: null,
    career_record: hasRecord ? record : null,
    coaching_record: hasRecord ? record : null,
    record_span,
    postseason_span: postseason.span,
    coaching_history: history,
    championships_won: r.championships_won,
    awards: r.awards,
    coaching_philosophy: null,
    contract_end_year: null,
    hire_date: null,
    is_head_coach: isHead,
    is_active: current !== null,
    status_unknown_after,
    sport: r.sport,
    level: r.level,
    league: r.league,
  };
}
