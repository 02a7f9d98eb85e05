// The NHL's playoff rounds named as the NHL named them in each era (Hockey-Reference's season playoff pages, e.g.
// https://www.hockey-reference.com/playoffs/NHL_1985.html): one naming for the series, the games and every team's
// playoff result, whichever source gives them. Codes are Hockey Databank's (SeriesPost.csv; its Teams.csv uses F for
// the Stanley Cup Final, NHLF for the NHL's own final and PRE: nhlTeamsRoundCode reads them into these).
// - to 1925-26: the league's own Semifinal and Final (NHL Final, PCHA Final …), then the Stanley Cup Final;
// - 1926-27 to 1980-81: Preliminary Round (1974-75 to 1979-80), Quarterfinals, Semifinals;
// - 1981-82 to 1992-93: Division Semifinals, Division Finals, Conference Finals;
// - 1993-94 to 2012-13: Conference Quarterfinals, Conference Semifinals, Conference Finals;
// - 2013-14 on: First Round, Second Round, Conference Finals (2020-21: Stanley Cup Semifinals); always then the
//   Stanley Cup Final.

const NAMES: Record<string, string> = {
  Pre: 'Preliminary Round',
  QF: 'Quarterfinals',
  SF: 'Semifinals',
  DSF: 'Division Semifinals',
  DF: 'Division Finals',
  CF: 'Conference Finals',
  SCSF: 'Stanley Cup Semifinal',
  SCF: 'Stanley Cup Final',
  WP: 'Western Playoff',
};

/** The round's name in the season starting `start`; `league` names a league's own final before 1926-27. */
export function nhlRoundName(start: number, code: string, league = 'NHL'): string {
  if (start < 1926 && (code === 'F' || code === 'SF'))
    return `${league} ${code === 'F' ? 'Final' : 'Semifinal'}`;
  // The first two conference rounds: named by their place in the conference until 2012-13, then by number.
  if (code === 'CQF' || code === 'C1') return start >= 2013 ? 'First Round' : 'Conference Quarterfinals';
  if (code === 'CSF' || code === 'C2') return start >= 2013 ? 'Second Round' : 'Conference Semifinals';
  return NAMES[code] ?? code;
}

/** Hockey Databank's Teams.csv playoff code in SeriesPost's codes: F is the Cup final there, NHLF the league's. */
export const nhlTeamsRoundCode = (code: string): string =>
  ({ F: 'SCF', NHLF: 'F', PRE: 'Pre' })[code] ?? code;

/** A team's playoff result: "Won Stanley Cup", or "Lost" and the round it went out in, named as then. */
export const nhlPlayoffResult = (start: number, code: string): string =>
  code === 'SC' ? 'Won Stanley Cup' : `Lost ${nhlRoundName(start, code)}`;
