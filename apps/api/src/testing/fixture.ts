// A small real dataset for the API tests: every row of the small tables, and the big tables (games, standings,
// stat lines, rosters, coaching stints) cut to a few seasons. Written once per dataset into the temp directory, with
// a snapshot of it loaded into PGlite, from which each test file starts its database in a second instead of loading
// the dataset again.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { createDb, datasetFingerprint, defaultDatasetDir, ensureLoaded } from '@trophy-room/db';

/** Seasons (start years) the fixture keeps for the big tables. */
export const FIXTURE_YEARS = [2022, 2023, 2024];
const BIG = ['games', 'team_seasons', 'player_seasons', 'roster_entries'];

export function fixtureDir(source = defaultDatasetDir()): string {
  const manifest = join(source, 'manifest.json');
  if (!existsSync(manifest))
    throw new Error(`No dataset at ${source}: run \`npm run dataset\` (or set TROPHY_DATASET_DIR).`);
  const hash = createHash('sha256')
    .update(readFileSync(manifest))
    .update(FIXTURE_YEARS.join())
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `trophy-api-fixture-${hash}`);
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  const tmp = `${dir}.${process.pid}`;
  mkdirSync(tmp, { recursive: true });

  const seasons = parse(gunzipSync(readFileSync(join(source, 'seasons.csv.gz'))), { columns: true }) as {
    id: string;
    start_year: string;
  }[];
  const keep = new Set(seasons.filter((s) => FIXTURE_YEARS.includes(Number(s.start_year))).map((s) => s.id));
  for (const file of readdirSync(source)) {
    const table = file.replace(/\.csv\.gz$/, '');
    if (!BIG.includes(table)) {
      copyFileSync(join(source, file), join(tmp, file));
      continue;
    }
    const text = gunzipSync(readFileSync(join(source, file))).toString('utf8');
    const nl = text.indexOf('\n');
    const header = text.slice(0, nl);
    const col = header.split(',').indexOf('season_id');
    const records = parse(text.slice(nl + 1), { raw: true }) as unknown as {
      record: string[];
      raw: string;
    }[];
    const kept = records.filter((r) => keep.has(r.record[col])).map((r) => r.raw.replace(/\r?\n$/, ''));
    writeFileSync(join(tmp, file), gzipSync(`${header}\n${kept.join('\n')}\n`));
  }
  try {
    renameSync(tmp, dir);
  } catch {
    // Another worker wrote it first.
  }
  return dir;
}

/** How writeFixtureSnapshot writes it: a new value names new snapshots, so that an older kind is not reused. */
const SNAPSHOT_KIND = 'checkpointed';

/** The fixture's PGlite snapshot (a data-directory tarball), named by the dataset, the migrations and its kind. */
export function fixtureSnapshotPath(): string {
  // The fingerprint is the manifest's hash and the schema's version: a digest of both, so that a snapshot of an
  // older schema is never reused (each test file would migrate it and load the fixture again).
  const fingerprint = createHash('sha256')
    .update(datasetFingerprint(fixtureDir())!)
    .update(SNAPSHOT_KIND)
    .digest('hex');
  return join(tmpdir(), `trophy-api-fixture-db-${fingerprint.slice(0, 16)}.tar`);
}

/** Writes the fixture's PGlite snapshot unless it exists: loads the fixture once, as the server would, and dumps it. */
export async function writeFixtureSnapshot(): Promise<string> {
  const path = fixtureSnapshotPath();
  if (existsSync(path)) return path;
  // Another dataset's, schema's or kind's snapshot (some 160 MB each) goes, unless written within the hour (another
  // checkout's test run may be reading it).
  for (const f of readdirSync(tmpdir()).filter((f) => /^trophy-api-fixture-db-[0-9a-f]+\.tar$/.test(f))) {
    const old = join(tmpdir(), f);
    if (Date.now() - statSync(old).mtimeMs > 3_600_000) rmSync(old, { force: true });
  }
  const db = await createDb({ dataDir: 'memory' });
  try {
    await ensureLoaded(db, { dataDir: fixtureDir() });
    // A checkpoint, the WAL before it deleted rather than kept for reuse: each test file's database then starts
    // without replaying the load, and the snapshot holds one WAL segment (16 MB) instead of three (198 → 164 MB).
    await db.exec('SET wal_recycle = off; CHECKPOINT');
    const tar = await db.pglite!.dumpDataDir('none');
    const tmp = `${path}.${process.pid}`;
    writeFileSync(tmp, new Uint8Array(await tar.arrayBuffer()));
    renameSync(tmp, path);
  } finally {
    await db.close();
  }
  return path;
}
