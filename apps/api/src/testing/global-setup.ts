// Writes the fixture dataset and its loaded PGlite snapshot once, before the test files (each starts its own
// in-memory database from the snapshot).
import { writeFixtureSnapshot } from './fixture';

export default async function setup() {
  await writeFixtureSnapshot();
}
