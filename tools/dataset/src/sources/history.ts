// Runs after every league module: the rules that hold across leagues, so history reads alike on every site (title
// years, names borne that season, hand corrections, championship end/missing notes, a season row for every champion,
// series checked against their games, every standings table ranked by its league's rules, each league's data-as-of
// date, the notes of seasons whose source stops early) the redirects of slugs changed by the one slug rule, and the
// award winners named but not yet linked to a page.
import { auditSeries } from '../history/audit-series';
import { nameConferencesAsBorne } from '../history/conference-names';
import { addChampionSeasons } from '../history/champion-seasons';
import { finishChampionships } from '../history/championship-history';
import { editableRows } from '../history/editable';
import { linkNamedWinners } from '../history/link-winners';
import { addCoverageNotes } from '../history/season-coverage';
import { addSlugRedirects } from '../history/slug-redirects';
import { rankStandings } from '../history/standings';
import { setTeamStates } from '../history/team-state';
import { applyVacatedResults } from '../history/vacated';
import { addNotAwarded } from '../history/not-awarded';
import type { BuildContext, SourceModule } from '../model';
import { pass, table } from '../pipeline/product';
import { leagueProducts } from '../pipeline/tables';

/** The latest date a league's data reaches: its newest final game or championship final. */
export function setDataAsOf(ctx: BuildContext): void {
  const latest = new Map<string, string>();
  const bump = (league: string, date: unknown) => {
    if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date > (latest.get(league) ?? ''))
      latest.set(league, date);
  };
  for (const g of ctx.rows('games')) if (g.status === 'final') bump(String(g.league), g.game_date);
  for (const r of ctx.rows('championship_results')) {
    const c = ctx.get('championships', String(r.championship));
    if (c) bump(String(c.league), r.game_date);
  }
  for (const l of editableRows(ctx, 'leagues')) l.data_as_of = latest.get(l.key) ?? null;
}

export const history: SourceModule = {
  name: 'history',
  leagues: [],
  needs: leagueProducts,
  gives: [pass('history'), table('slug_redirects')],
  build(ctx) {
    addNotAwarded(ctx);
    finishChampionships(ctx);
    addChampionSeasons(ctx);
    applyVacatedResults(ctx);
    auditSeries(ctx);
    nameConferencesAsBorne(ctx);
    rankStandings(ctx);
    setTeamStates(ctx);
    setDataAsOf(ctx);
    addCoverageNotes(ctx);
    addSlugRedirects(ctx);
    linkNamedWinners(ctx);
  },
};
