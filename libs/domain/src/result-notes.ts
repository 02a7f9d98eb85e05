// The notes of a championship result that qualify the result itself, as the hand-written finals files word them: a
// season whose polls chose two champions ("Split title: AP Poll champion Michigan; USA Today/ESPN coaches' poll
// champion Nebraska (13-0).", tools/dataset/hand/college/cfb_champions.csv), a runner-up whose appearance the
// NCAA vacated ("Runner-up vacated: …", tools/dataset/hand/vacated-results.csv), and a season whose title was not
// awarded ("No champion: …": the 1919 Stanley Cup, the 1994 World Series). The championship's list counts the
// champion it names (the AP Poll's, 1936-1997); the other poll's champion is noted, not counted. The rest of a
// result's notes (the MVP's co-winner, where a fact was checked) are not shown as marks.

export type ResultMarkKind = 'split-title' | 'runner-up-vacated' | 'no-champion';

export interface ResultMark {
  kind: ResultMarkKind;
  /** "Split title", "Runner-up vacated". */
  label: string;
  /** The sentence after the label. */
  text: string;
}

const LEADS: readonly [ResultMarkKind, string][] = [
  ['split-title', 'Split title'],
  ['runner-up-vacated', 'Runner-up vacated'],
  ['no-champion', 'No champion'],
];

/** The marks a result's notes carry, in the order written. */
export function resultMarks(notes: string | null | undefined): ResultMark[] {
  if (!notes) return [];
  const marks: { at: number; mark: ResultMark }[] = [];
  for (const [kind, label] of LEADS) {
    const at = notes.indexOf(`${label}: `);
    if (at < 0) continue;
    const rest = notes.slice(at + label.length + 2);
    // The sentence runs to the next mark's lead, else to the end of the notes.
    const next = LEADS.map(([, l]) => rest.indexOf(` ${l}: `)).filter((i) => i >= 0);
    const text = (next.length ? rest.slice(0, Math.min(...next)) : rest).trim();
    marks.push({ at, mark: { kind, label, text } });
  }
  return marks.sort((a, b) => a.at - b.at).map((m) => m.mark);
}
