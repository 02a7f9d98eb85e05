// Writes the fixture dataset once, before the test files (each loads it into its own in-memory database).
import { fixtureDir } from './fixture';

export default function setup() {
  fixtureDir();
}
