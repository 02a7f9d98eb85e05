// Awards: the award row (built here only, also for the Finals MVP) and Basketball-Reference's award winners, All-Star
// selections and All-NBA/All-Defensive/All-Rookie teams (ABA honours left out).
import type { BuildContext } from '../../model';
import { bool, text } from '../../shared/parse';
import { leagueSeasonLabel } from '../../shared/season';
import { slugify } from '../../shared/slug';
import { BBREF, LG, personKey, seasonKey, teamKey } from './keys';
import type { PeopleResult } from './players';

export interface AwardRow {
  /** Award code in the key and slug ('mvp', 'finals-mvp', 'all-nba-first'). */
  code: string;
  name: string;
  start: number;
  /** The recipient's id in the key (Basketball-Reference id, or a slug of the name). */
  id: string;
  person: string | null;
  team: string | null;
  recipient: string;
  notes: string | null;
  source: string;
}

export function addAward(ctx: BuildContext, a: AwardRow): void {
  ctx.add('awards', {
    key: `nba:award:${a.code}:${a.start}:${a.id}`,
    slug: `nba-${a.code}-${leagueSeasonLabel(LG, a.start)}-${slugify(a.recipient)}`,
    name: a.name,
    league: LG,
    year: a.start,
    season: seasonKey(a.start),
    person: a.person,
    team: a.team,
    recipient_name: a.recipient,
    notes: a.notes,
    source: a.source,
  });
}

const AWARDS: Record<string, [string, string]> = {
  'nba mvp': ['mvp', 'NBA Most Valuable Player'],
  'nba roy': ['roy', 'NBA Rookie of the Year'],
  'baa roy': ['roy', 'BAA Rookie of the Year'],
  'nba dpoy': ['dpoy', 'NBA Defensive Player of the Year'],
  'nba smoy': ['smoy', 'NBA Sixth Man of the Year'],
  'nba mip': ['mip', 'NBA Most Improved Player'],
  'nba clutch_poy': ['clutch-poy', 'NBA Clutch Player of the Year'],
};

export function addAwards(ctx: BuildContext, people: PeopleResult): void {
  const { known, teamsOf, findPlayer } = people;
  const teamFor = (pid: string, seasonEnd: number) => {
    const l = teamsOf.get(`${pid}:${seasonEnd}`);
    return l && l.length === 1 ? teamKey(l[0]) : null;
  };
  const award = (
    code: string,
    name: string,
    seasonEnd: number,
    pid: string,
    playerName: string,
    notes: string | null,
    src: string,
  ) =>
    addAward(ctx, {
      code,
      name,
      start: seasonEnd - 1,
      id: pid,
      person: known.has(pid) ? personKey(pid) : null,
      team: teamFor(pid, seasonEnd),
      recipient: playerName,
      notes,
      source: src,
    });
  const sharesFile = 'nba_bbref/player_award_shares.csv';
  let abaAwards = 0;
  ctx.readCsv(sharesFile).forEach((r, i) => {
    if (!bool(r.winner)) return;
    const a = AWARDS[r.award];
    if (!a) {
      abaAwards++;
      return;
    }
    const pid = text(r.player_id) ?? findPlayer(r.player, Number(r.season), null);
    if (!pid || !known.has(pid)) {
      ctx.report({
        source: BBREF,
        file: sharesFile,
        line: i + 2,
        problem: `award winner ${r.player} has no player record`,
      });
      return;
    }
    award(a[0], a[1], Number(r.season), pid, r.player, r.share ? `vote share ${r.share}` : null, BBREF);
  });
  if (abaAwards)
    ctx.report({ source: BBREF, file: sharesFile, problem: `${abaAwards} ABA award winners omitted` });

  const asFile = 'nba_bbref/all_star_selections.csv';
  ctx.readCsv(asFile).forEach((r, i) => {
    if (r.lg !== 'NBA') return;
    const pid = text(r.player_id);
    if (!pid || !known.has(pid)) {
      ctx.report({
        source: BBREF,
        file: asFile,
        line: i + 2,
        problem: `all-star ${r.player} has no player record`,
      });
      return;
    }
    const notes = [
      text(r.team) ? `All-Star team: ${r.team}` : null,
      bool(r.replaced) ? 'injury replacement' : null,
    ]
      .filter(Boolean)
      .join('; ');
    award('all-star', 'NBA All-Star', Number(r.season), pid, r.player, notes || null, BBREF);
  });

  const teamsFile = 'nba_bbref/end_of_season_teams.csv';
  const ord: Record<string, string> = { '1st': 'First', '2nd': 'Second', '3rd': 'Third' };
  let abaTeams = 0;
  ctx.readCsv(teamsFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaTeams++;
      return;
    }
    const pid = text(r.player_id);
    const n = ord[r.number_tm];
    if (!pid || !known.has(pid) || !n) {
      ctx.report({
        source: BBREF,
        file: teamsFile,
        line: i + 2,
        problem: `unusable ${r.type} row for ${r.player}`,
      });
      return;
    }
    award(
      `${slugify(r.type)}-${n.toLowerCase()}`,
      `${r.type} ${n} Team`,
      Number(r.season),
      pid,
      r.player,
      null,
      BBREF,
    );
  });

  if (abaTeams)
    ctx.report({ source: BBREF, file: teamsFile, problem: `${abaTeams} All-ABA selections omitted` });
}
