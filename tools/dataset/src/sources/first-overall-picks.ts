// The first overall pick of each MLB (1965-) and NHL (1963-) draft, from hand files: no raw file holds either draft.
// One row per draft with the player, the drafting team as named that year and the pages it was checked against. The
// pick is set on the player's row (round 1, pick 1, the team) where the league has exactly one player of that name
// whose first season is within twelve years after the draft (Matt Bush: 2004, 2016), by name (normalName: Griffey
// Jr. is Ken Griffey) or else by first
// initial and last name (the pages' Alexander Ovechkin is the sources' Alex); a pick who never reached the league
// (Brien Taylor) or a name that matches none or two is reported. A draft given only in its first pick holds no season
// of the coverage model's draft figure, so no other player is called undrafted (src/history/figure-coverage.ts).
import type { BuildContext, League, Row, SourceModule } from '../model';
import type { EditableRow } from '../history/editable';
import { pass, table } from '../pipeline/product';
import { handFileSource } from '../shared/hand-file-source';
import { readHand } from '../shared/hand';
import { int, text } from '../shared/parse';
import { slugify } from '../shared/slug';
import { normalName } from '../history/one-person';

const FILE = 'first_overall_picks.csv';
/** The longest wait from a first overall pick to his first season that still names him (a college pick, injuries). */
const LONGEST_WAIT = 12;

/** The looser key where the pages and the sources write a first name apart (Alexander / Alex Ovechkin). */
const initialKey = (s: string) => {
  const parts = slugify(s)
    .replace(/-(jr|sr|ii|iii|iv)$/, '')
    .split('-');
  return `${parts[0]?.[0] ?? ''}|${parts.slice(-1)[0]}`;
};

function teamOn(ctx: BuildContext, league: League): (year: number, name: string) => string | null {
  const identities = ctx
    .rows('team_identities')
    .filter((i) => ctx.get('teams', String(i.team))?.league === league);
  return (year, name) => {
    const found = identities.filter(
      (i) =>
        i.name === name &&
        (i.first_year == null || Number(i.first_year) <= year) &&
        (i.last_year == null || year <= Number(i.last_year)),
    );
    return found.length ? String(found[0].team) : null;
  };
}

function addPicks(ctx: BuildContext, league: League, source: Row<'sources'>): void {
  const file = `hand/${league}/${FILE}`;
  const byName = new Map<string, EditableRow<'players'>[]>();
  const add = (k: string, p: EditableRow<'players'>) => byName.set(k, [...(byName.get(k) ?? []), p]);
  for (const p of ctx.rows('players') as EditableRow<'players'>[]) {
    if (p.league !== league) continue;
    const full = String(ctx.get('people', String(p.person))?.full_name ?? '');
    add(normalName(full), p);
    add(initialKey(full), p);
  }
  const teamOf = teamOn(ctx, league);
  readHand(ctx, league, FILE).forEach((r, i) => {
    const year = int(r.year);
    const name = text(r.player);
    if (year === null || !name)
      return ctx.report({ source: source.key, file, line: i + 2, problem: 'no year or player' });
    const team = teamOf(year, r.team);
    const within = (k: string) =>
      (byName.get(k) ?? []).filter(
        (p) =>
          typeof p.first_year === 'number' && p.first_year >= year && p.first_year <= year + LONGEST_WAIT,
      );
    const exact = within(normalName(name));
    const players = exact.length ? exact : within(initialKey(name));
    if (players.length !== 1 || !team) {
      const why = !team ? `no ${league} team ${r.team} in ${year}` : `${players.length} players of the name`;
      return ctx.report({
        source: source.key,
        file,
        line: i + 2,
        problem: `${year} ${name}: ${why}; not set`,
      });
    }
    Object.assign(players[0], { draft_year: year, draft_round: 1, draft_pick: 1, draft_team: team });
  });
}

function picksStep(league: League): SourceModule {
  const source = handFileSource(league, FILE, `${league.toUpperCase()} first overall draft picks`);
  return {
    name: `${league}-first-overall-picks`,
    leagues: [league],
    sources: [source],
    // After the one-person pass (the players it merges are the rows the picks are set on); the coverage step, which
    // reads every player's draft, waits for this pass.
    needs: [pass('one-person'), table('team_identities')],
    gives: [pass('first-overall-picks')],
    build: (ctx) => addPicks(ctx, league, source),
  };
}

export const firstOverallPickSteps: readonly SourceModule[] = (['mlb', 'nhl'] as const).map(picksStep);
