import { ScoresNotFound } from '../shared/scores-not-found';

/** /scores/{id} for a game the data does not hold (the server answers 404). */
export function GameNotFound() {
  return <ScoresNotFound title="Game Not Found" message="The game you are looking for does not exist." />;
}
