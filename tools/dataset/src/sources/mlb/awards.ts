// Awards (Lahman AwardsPlayers, AwardsManagers, AllstarFull) and Hall of Fame inductions, each attached to a team where the
// player's season makes it unambiguous.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { slugify } from '../../shared/slug';
import { readBigCsv } from './big-csv';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import type { HallOfFame } from './people';
import { lahmanTeams, people, seasonsAdded } from './products';

export function addAwards(ctx: BuildContext, lahman: Lahman, known: Set<string>, hof: HallOfFame): void {
  // Teams per player-year (regular season and each postseason round) to attach an award to a team when unambiguous.
  const teamsOf = new Map<string, Map<string, string>>(); // `${pid}:${year}` → teamID → lgID
  for (const f of ['lahman/Batting.csv', 'lahman/Pitching.csv']) {
    for (const r of readBigCsv(ctx, f)) {
      const k = `${r.playerID}:${r.yearID}`;
      const m = teamsOf.get(k) ?? new Map<string, string>();
      m.set(r.teamID, r.lgID);
      teamsOf.set(k, m);
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
    let teamID: string | null = null;
    const rd = awardRound[award];
    if (rd) teamID = postTeam.get(`${a.playerID}:${year}:${rd}`) ?? null;
    else {
      const m = teamsOf.get(`${a.playerID}:${year}`);
      const cands = m ? [...m].filter(([, lg]) => a.lgID === 'ML' || lg === a.lgID).map(([t]) => t) : [];
      if (cands.length === 1) teamID = cands[0];
    }
    const notes = [a.lgID !== 'ML' ? a.lgID : null, a.notes || null, a.tie === 'Y' ? 'tie' : null]
      .filter(Boolean)
      .join('; ');
    add('lahman/AwardsPlayers.csv', i + 2, a.playerID, award, year, a.lgID, notes || null, teamID);
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
