// `npm run update -- --from <dir>`: applies a folder of saved feed payloads as the updater applies fetched ones, one
// transaction per payload, to the database the server uses (TROPHY_DATA_DIR's embedded database, or DATABASE_URL).
// The folder is laid out as ../shared/data/live_feed_samples: nhl_api_web/, mlb_statsapi/, espn_site_api/, each file
// named after the endpoint it answered (schedule-<date>.json, landing-<id>.json, schedule_date.json, game.json,
// <league>.json). Payloads are applied oldest first (by file time, then name); a file that does not parse is named and
// skipped. A running server on PostgreSQL drops what changed within seconds (feed_changes); the embedded database
// belongs to one process, so it is updated while its server is stopped (or by the server itself with FEEDS=…).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { parsePayload, type FeedName } from '@trophy-room/feeds';
import { applyFeedBatch } from './apply';
import { serverHolding } from './pid-file';
import { replayFeeds } from './replay';
import { recordFeedError } from './updater';

const FEEDS: FeedName[] = ['nhl_api_web', 'mlb_statsapi', 'espn_site_api'];
const root = resolve(import.meta.dirname, '../../../..');

const at = process.argv.indexOf('--from');
const from = at > 0 ? process.argv[at + 1] : undefined;
if (!from || !existsSync(from)) {
  console.error(
    'usage: npm run update -- --from <dir>   (a folder with nhl_api_web/, mlb_statsapi/, espn_site_api/)',
  );
  process.exit(2);
}
const dataDir = process.env.TROPHY_DATA_DIR || resolve(root, '.data/pglite');
if (!process.env.DATABASE_URL) {
  const pid = serverHolding(dataDir);
  if (pid) {
    console.error(
      `The server (pid ${pid}) holds the embedded database in ${dataDir}: stop it first, let it update itself ` +
        '(FEEDS=…), or use PostgreSQL (DATABASE_URL).',
    );
    process.exit(1);
  }
}

const files = FEEDS.flatMap((feed) => {
  const dir = join(from, feed);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ feed, path: join(dir, f), name: f, time: statSync(join(dir, f)).mtime }));
}).sort((a, b) => a.time.getTime() - b.time.getTime() || a.name.localeCompare(b.name));
if (!files.length) {
  console.error(
    `No payloads under ${from} (expected nhl_api_web/, mlb_statsapi/ or espn_site_api/ with .json files).`,
  );
  process.exit(2);
}

const db = await createDb(process.env.DATABASE_URL ? {} : { dataDir });
let failed = 0;
try {
  await ensureLoaded(db, {
    dataDir: process.env.TROPHY_DATASET_DIR || resolve(root, 'data'),
    migrationsDir: process.env.TROPHY_MIGRATIONS_DIR || resolve(root, 'libs/db/migrations'),
  });
  await replayFeeds(db);
  for (const f of files) {
    const where = `${f.feed}/${f.name}`;
    try {
      const { games, skipped } = parsePayload(f.feed, f.name, JSON.parse(readFileSync(f.path, 'utf8')));
      const result = await applyFeedBatch(db, { feed: f.feed, fetchedAt: f.time.toISOString(), games });
      for (const s of [...skipped, ...result.skipped]) console.log(`  ${where}: skipped ${s}`);
      console.log(
        `${where}: ${games.length} games read, ${result.applied} applied, ${result.unchanged} unchanged` +
          (skipped.length + result.skipped.length
            ? `, ${skipped.length + result.skipped.length} skipped`
            : ''),
      );
    } catch (e) {
      failed++;
      const message = `${where}: ${e instanceof Error ? e.message : String(e)}`;
      console.error(`${message} (payload skipped, nothing of it applied)`);
      await recordFeedError(db)(f.feed, message).catch(() => undefined);
    }
  }
} finally {
  await db.close();
}
console.log(
  `${files.length - failed} of ${files.length} payloads applied${failed ? `; ${failed} skipped` : ''}.`,
);
