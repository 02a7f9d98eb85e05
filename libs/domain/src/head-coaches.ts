// A team-season's head coaches in one text, as the pipeline writes them and the pages read them: in the order they
// coached, each once (a manager back after a stand-in: "Larry Dierker, Matt Galante"), joined by one separator in
// every league ("Bill Frieder, Steve Fisher"; "Gary Andersen, Barry Alvarez").

export const HEAD_COACHES_SEPARATOR = ', ';

export const joinHeadCoaches = (names: readonly string[]): string =>
  [...new Set(names)].join(HEAD_COACHES_SEPARATOR);

/** The names in a team-season's head-coach text; none for null. */
export const headCoachesOf = (text: string | null | undefined): string[] =>
  text ? text.split(HEAD_COACHES_SEPARATOR).filter(Boolean) : [];
