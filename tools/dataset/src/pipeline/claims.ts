// One figure as each source gives it. Wherever two sources give one figure (a team-season's W-L in its standings
// source and in its games, a career total and the sum of its season lines, a series in SeriesPost and in the games),
// every giver writes a claim; the reconciliation step (./reconcile.ts) compares the claims of each subject, keeps the
// value of the source first in the figure's precedence, and reports every disagreement with its reason.
import type { League } from '../league';

/** A figure two or more sources give, with the written rule that resolves a disagreement. */
export interface Figure {
  /** Stable id: `<subject>.<figure>`, e.g. `team_season.record`. */
  id: string;
  /** What a reader calls it on /data-quality: "Team-season W-L: standings vs games". */
  name: string;
  /** Source keys, most trusted first; a source not listed comes after, in key order. */
  precedence: readonly string[];
  /** Why the precedence is what it is (shown beside the counts). */
  rule: string;
  /** A known, checked reason the values of one subject may differ; null when nothing explains them. */
  explain?: (claims: readonly Claim[]) => string | null;
}

export type ClaimValue = string | number | null;

/** One source's value of one figure for one subject. */
export interface Claim {
  figure: Figure;
  league: League;
  /** The subject's row key (team_seasons, players, coaches …) or a pair key for head-to-head. */
  subject: string;
  /** The subject as a reader names it: "Boston Bruins, 2023-24". */
  label: string;
  /** The sources row key of the giver. */
  source: string;
  value: ClaimValue;
  /** A reason this giver knows its value differs (a season it counts apart), if any. */
  note?: string;
}

/** The claims a build collected, by figure id then subject key. */
export class ClaimStore {
  private readonly byFigure = new Map<string, { figure: Figure; subjects: Map<string, Claim[]> }>();

  add(claim: Claim): void {
    let f = this.byFigure.get(claim.figure.id);
    if (!f) this.byFigure.set(claim.figure.id, (f = { figure: claim.figure, subjects: new Map() }));
    else if (f.figure !== claim.figure) throw new Error(`two figures share the id ${claim.figure.id}`);
    const list = f.subjects.get(claim.subject) ?? [];
    if (list.some((c) => c.source === claim.source))
      throw new Error(`${claim.source} claims ${claim.figure.id} of ${claim.subject} twice`);
    list.push(claim);
    f.subjects.set(claim.subject, list);
  }

  /** Every figure with its subjects' claims, in id order (deterministic). */
  figures(): { figure: Figure; subjects: Map<string, Claim[]> }[] {
    return [...this.byFigure.values()].sort((a, b) => a.figure.id.localeCompare(b.figure.id));
  }
}

/** The claims of one subject, most trusted first by the figure's precedence. */
export function byPrecedence(figure: Figure, claims: readonly Claim[]): Claim[] {
  const rank = (s: string) => {
    const i = figure.precedence.indexOf(s);
    return i < 0 ? figure.precedence.length : i;
  };
  return [...claims].sort((a, b) => rank(a.source) - rank(b.source) || a.source.localeCompare(b.source));
}

/** What collects the claims: the build's context (../model.ts's BuildContext). */
export interface ClaimSink {
  claim(claim: Claim): void;
}

/** Adds the claims of one subject from several sources at once (null values are not claims: the source is silent). */
export function claimAll(
  ctx: ClaimSink,
  figure: Figure,
  subject: { league: League; key: string; label: string },
  values: { source: string; value: ClaimValue; note?: string }[],
): void {
  for (const v of values)
    if (v.value !== null)
      ctx.claim({ figure, league: subject.league, subject: subject.key, label: subject.label, ...v });
}
