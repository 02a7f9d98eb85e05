// Source: the NFL draft 1970-2016, rounds 1-7 (Pro-Football-Reference draft pages, via philipvipe/NFL-Analytics).
// Read → the 1970-1979 picks the other draft file (1980-2025) lacks, each given to the one rostered player of that
// name whose first roster season follows the draft (and whose birth year fits the age at the draft): draft year,
// round, pick, team, career Pro Bowls and All-Pro selections, and the Hall of Fame mark PFR appends to the name.
// 1980-2016 is checked pick for pick against nfl_draft_picks, which is kept (it has the ids). Rounds 8-17 of
// 1970-1979 and every draft before 1970 are in no source.
import type { BuildContext, Json, Row } from '../../model';
import { int, text } from '../../shared/parse';
import { DRAFT_FILE } from './draft-picks';
import { L, normName } from './league';
import type { Teams } from './team-types';

export const EARLY_DRAFT_FILE = 'nfl_draft_pfr_1970_2016_rd1_7/rd1_4_draft.csv';
export const EARLY_DRAFT: Row<'sources'> = {
  key: 'nfl-draft-pfr-1970-2016',
  name: 'NFL draft 1970-2016, rounds 1-7 (Pro-Football-Reference, via philipvipe/NFL-Analytics)',
  url: 'https://github.com/philipvipe/NFL-Analytics',
  licence: 'No licence file; data from Pro-Football-Reference (Sports-Reference terms apply)',
  attribution: 'Draft data from Pro-Football-Reference.com via philipvipe/NFL-Analytics',
  notes:
    'Rounds 1-7 of the 1970-2016 drafts (the 1970-76 drafts had 17 rounds, 1977-92 12). Used for 1970-1979; 1980-2016 agrees with nfl_draft_picks.',
};
const FIRST_OTHER = 1980;

export interface EarlyPick {
  line: number;
  year: number;
  round: number;
  pick: number;
  code: string;
  name: string;
  hof: boolean;
  age: number | null;
  /** Career Pro Bowls and first-team All-Pro selections (PFR's PB and AP1). */
  proBowls: number | null;
  allPro: number | null;
}

/** Every pick of the file (a Hall of Famer's ' HOF' taken off his name). */
export function readEarlyDraft(ctx: BuildContext): EarlyPick[] {
  const out: EarlyPick[] = [];
  ctx.readCsv(EARLY_DRAFT_FILE).forEach((r, i) => {
    const [year, round, pick, player] = [int(r.year), int(r.Rnd), int(r.Pick), text(r.Player)];
    if (year === null || round === null || pick === null || !player || !text(r.Tm)) {
      ctx.report({
        source: EARLY_DRAFT.key,
        file: EARLY_DRAFT_FILE,
        line: i + 2,
        problem: 'pick without year, round, pick, team or player; skipped',
      });
      return;
    }
    const hof = / HOF$/.test(player);
    out.push({
      line: i + 2,
      year,
      round,
      pick,
      code: r.Tm.trim(),
      name: player.replace(/ HOF$/, ''),
      hof,
      age: int(r.Age),
      proBowls: int(r.PB),
      allPro: int(r.AP1),
    });
  });
  return out;
}

/** Checks 1980-2016 against nfl_draft_picks and gives the 1970-1979 picks to their rostered players. */
export function addEarlyDraft(ctx: BuildContext, teams: Teams): void {
  const picks = readEarlyDraft(ctx);
  const other = new Map(ctx.readCsv(DRAFT_FILE).map((r) => [`${r.season}|${r.pick}`, r]));
  const spelt: string[] = [];
  for (const p of picks.filter((x) => x.year >= FIRST_OTHER)) {
    const o = other.get(`${p.year}|${p.pick}`);
    if (
      !o ||
      int(o.round) !== p.round ||
      o.team !== p.code ||
      normName(o.pfr_player_name) !== normName(p.name)
    ) {
      if (o && int(o.round) === p.round && o.team === p.code)
        spelt.push(`${p.year} #${p.pick} ${p.name}/${o.pfr_player_name}`);
      else
        ctx.report({
          source: EARLY_DRAFT.key,
          file: EARLY_DRAFT_FILE,
          line: p.line,
          problem: `${p.year} pick ${p.pick} (${p.name}, ${p.code}, round ${p.round}) differs from nfl_draft_picks (${o ? `${o.pfr_player_name}, ${o.team}, round ${o.round}` : 'no such pick'}); nfl_draft_picks kept`,
        });
    }
  }
  ctx.report({
    source: EARLY_DRAFT.key,
    file: EARLY_DRAFT_FILE,
    problem: `1980-2016: every pick agrees with nfl_draft_picks (year, pick, round, team) except the ones reported; ${spelt.length} names spelt otherwise there (a suffix or a nickname), nfl_draft_picks' kept: ${spelt.join('; ')}`,
  });

  // Rostered players without a draft, by name: first roster season and birth year.
  const byName = new Map<string, Row<'players'>[]>();
  for (const pl of ctx.rows('players')) {
    if (pl.league !== L || pl.draft_year != null || pl.first_year == null) continue;
    const n = normName(String(ctx.get('people', String(pl.person))?.full_name ?? ''));
    byName.set(n, [...(byName.get(n) ?? []), pl]);
  }
  const early = picks.filter((x) => x.year < FIRST_OTHER);
  const fits = (p: EarlyPick, pl: Row<'players'>) => {
    const born = Number(ctx.get('people', String(pl.person))?.birth_year) || null;
    const ageFits = born === null || p.age === null ? null : Math.abs(p.year - p.age - born) <= 1;
    const first = Number(pl.first_year);
    return ageFits !== false && first >= p.year && first <= p.year + (ageFits ? 8 : 3);
  };
  const claims = new Map<string, EarlyPick[]>();
  const choice = new Map<EarlyPick, Row<'players'>>();
  for (const p of early) {
    const c = (byName.get(normName(p.name)) ?? []).filter((pl) => fits(p, pl));
    if (c.length !== 1) continue;
    choice.set(p, c[0]);
    claims.set(c[0].key, [...(claims.get(c[0].key) ?? []), p]);
  }
  let given = 0;
  let noTeam = 0;
  for (const p of early) {
    const pl = choice.get(p);
    if (!pl || claims.get(pl.key)!.length !== 1) continue;
    const team = teams.byCode(p.code, p.year);
    if (!team) noTeam++;
    const career = { ...((pl.career ?? {}) as Record<string, Json>) };
    if (p.proBowls !== null) career.pb = p.proBowls;
    if (p.allPro) career.ap = p.allPro;
    Object.assign(pl, {
      career: Object.keys(career).length ? career : null,
      draft_year: p.year,
      draft_round: p.round,
      draft_pick: p.pick,
      draft_team: team,
      hall_of_fame: p.hof || pl.hall_of_fame === true,
    });
    given++;
  }
  ctx.report({
    source: EARLY_DRAFT.key,
    file: EARLY_DRAFT_FILE,
    problem: `1970-1979: ${given} of ${early.length} picks given to the one rostered player of that name whose first season and birth year fit (${noTeam} with a team code the data does not know); the other ${early.length - given} name no such single player (never played, played before the rosters, or a namesake) and are not added`,
  });
}
