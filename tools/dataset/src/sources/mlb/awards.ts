// Awards (Lahman AwardsPlayers, AwardsManagers, AllstarFull) and Hall of Fame inductions, each attached to a team where the
// player's season makes it unambiguous.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { slugify } from '../../shared/slug';
import { readBigCsv } from './big-csv';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import { lahmanTeams, people, seasonsAdded } from './products';
import type { HallOfFame } from './shapes';

/**
 * The batting Triple Crown needs a batting title, so a regular's at-bats (Paul Hines had 257 in the 60 games of 1878);
 * a season with fewer than this many was a pitcher's: the pitching Triple Crown.
 */
const REGULAR_AT_BATS = 100;

/**
 * An award row read by two rules where Lahman's own rows contradict its lines: a "Triple Crown" to a player without a
 * batting title's at-bats that season is the Pitching Triple Crown (2024: Sale and Skubal), and a league award names
 * the one league he played in that season (Lahman swapped their leagues).
 */
export function checkedAward(
  award: string,
  lg: string,
  atBats: number,
  teams: Map<string, string> | undefined,
): { award: string; lg: string; why: string } {
  const why: string[] = [];
  let name = award;
  if (award === 'Triple Crown' && atBats < REGULAR_AT_BATS) {
    name = 'Pitching Triple Crown';
    why.push(`${atBats} at-bats, no batting title`);
  }
  const leagues = new Set(teams?.values() ?? []);
  const only = leagues.size === 1 ? [...leagues][0] : null;
  const league = (lg === 'AL' || lg === 'NL') && only && only !== lg ? only : lg;
  if (league !== lg) why.push(`he played only in the ${league} that season`);
  return { award: name, lg: league, why: why.join('; ') };
}

export function addAwards(ctx: BuildContext, lahman: Lahman, known: Set<string>, hof: HallOfFame): void {
  // Teams per player-year (regular season and each postseason round) to attach an award to a team when unambiguous.
  const teamsOf = new Map<string, Map<string, string>>(); // `${pid}:${year}` → teamID → lgID
  const atBats = new Map<string, number>(); // `${pid}:${year}` → at-bats
  for (const f of ['lahman/Batting.csv', 'lahman/Pitching.csv']) {
    for (const r of readBigCsv(ctx, f)) {
      const k = `${r.playerID}:${r.yearID}`;
      const m = teamsOf.get(k) ?? new Map<string, string>();
      m.set(r.teamID, r.lgID);
      teamsOf.set(k, m);
      if (f === 'lahman/Batting.csv') atBats.set(k, (atBats.get(k) ?? 0) + (Number(r.AB) || 0));
    }
  }
  const postTeam = new Map<string, string>(); // `${pid}:${year}:${round}` → teamID
  for (const f of ['lahman/BattingPost.csv', 'lahman/PitchingPost.csv']) {
    for (const r of readBigCsv(ctx, f)) postTeam.set(`${r.playerID}:${r.yearID}:${r.round}`, r.teamID);
  }
  const awardRound: Record<string, string> = {
    'World Series MVP': 'WS',
    'ALCS MVP': 'ALCS',
    'NLCS MVP': 'NLCS',
  };
  const used = new Set<string>();
  const add = (
    file: string,
    line: number,
    pid: string,
    award: string,
    year: number,
    lg: string,
    notes: string | null,
    teamID: string | null,
  ) => {
    if (!known.has(pid)) {
      ctx.report({
        source: LAHMAN,
        file,
        line,
        problem: `award ${award} ${year}: unknown person ${pid}; skipped`,
      });
      return;
    }
    const t = teamID ? lahman.byTeamId.get(`${year}:${teamID}`) : undefined;
    let slug = slugify(`mlb ${year} ${award} ${lg} ${pid}`);
    for (let n = 2; used.has(slug); n++) slug = slugify(`mlb ${year} ${award} ${lg} ${pid} ${n}`);
    used.add(slug);
    ctx.add('awards', {
      key: `mlb:${slug.slice(4)}`,
      slug,
      name: award,
      league: 'mlb',
      year,
      season: ctx.has('seasons', seasonKey(year)) ? seasonKey(year) : null,
      person: personKey(pid),
      team: t?.team ?? null,
      recipient_name: null,
      notes,
      source: LAHMAN,
    });
  };
  ctx.readCsv('lahman/AwardsPlayers.csv').forEach((a, i) => {
    const year = Number(a.yearID);
    let award = a.awardID;
    if (award === 'SIlver Slugger') award = 'Silver Slugger';
    const k = `${a.playerID}:${year}`;
    const fixed = checkedAward(award, a.lgID, atBats.get(k) ?? 0, teamsOf.get(k));
    if (fixed.award !== award || fixed.lg !== a.lgID)
      ctx.report({
        source: LAHMAN,
        file: 'lahman/AwardsPlayers.csv',
        line: i + 2,
        problem: `${a.playerID} ${year} '${award}' ${a.lgID} read as '${fixed.award}' ${fixed.lg}: ${fixed.why}`,
      });
    award = fixed.award;
    const lg = fixed.lg;
    let teamID: string | null = null;
    const rd = awardRound[award];
    if (rd) teamID = postTeam.get(`${a.playerID}:${year}:${rd}`) ?? null;
    else {
      const m = teamsOf.get(`${a.playerID}:${year}`);
      const cands = m ? [...m].filter(([, teamLg]) => lg === 'ML' || teamLg === lg).map(([t]) => t) : [];
      if (cands.length === 1) teamID = cands[0];
    }
    const notes = [lg !== 'ML' ? lg : null, a.notes || null, a.tie === 'Y' ? 'tie' : null]
      .filter(Boolean)
      .join('; ');
    add('lahman/AwardsPlayers.csv', i + 2, a.playerID, award, year, lg, notes || null, teamID);
  });
  // All-Star Game selections (AllstarFull, 1933 on): one row per game a player was named to, so the two games a year
  // of 1959–62 count twice, as Baseball-Reference and MLB count them (Willie Mays: 24).
  ctx.readCsv('lahman/AllstarFull.csv').forEach((a, i) => {
    const game = Number(a.gameNum) > 0 ? `game ${a.gameNum}` : null;
    add(
      'lahman/AllstarFull.csv',
      i + 2,
      a.playerID,
      'MLB All-Star',
      Number(a.yearID),
      a.lgID,
      game,
      a.teamID || null,
    );
  });
  ctx.readCsv('lahman/AwardsManagers.csv').forEach((a, i) => {
    const notes = [a.lgID !== 'ML' ? a.lgID : null, a.notes || null, a.tie === 'Y' ? 'tie' : null]
      .filter(Boolean)
      .join('; ');
    add(
      'lahman/AwardsManagers.csv',
      i + 2,
      a.playerID,
      a.awardID,
      Number(a.yearID),
      a.lgID,
      notes || null,
      null,
    );
  });
  for (const [pid, list] of [...hof].sort((a, b) => a[0].localeCompare(b[0]))) {
    for (const h of list)
      add(
        'lahman/HallOfFame.csv',
        0,
        pid,
        'Baseball Hall of Fame',
        h.year,
        '',
        `${h.category}; elected by ${h.votedBy}`,
        null,
      );
  }
}

/** The awards and Hall of Fame inductions. */
export const awardsStep: SourceModule = {
  name: 'mlb-awards',
  leagues: ['mlb'],
  needs: [lahmanTeams, people, seasonsAdded],
  gives: [table('awards')],
  build(ctx) {
    const { known, hof } = ctx.need(people);
    addAwards(ctx, ctx.need(lahmanTeams), known, hof);
  },
};
