// Applies the SQL migrations in libs/db/migrations (drizzle-kit output or hand-written `NNNN_name.sql`) in name
// order, each in its own transaction, recording applied ones in schema_migrations. Same SQL on PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from './client';

const here = new URL('.', import.meta.url).pathname;
export const defaultMigrationsDir = () => process.env.TROPHY_MIGRATIONS_DIR || resolve(here, '../migrations');

export interface Migration {
  name: string;
  statements: string[];
}

export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      name: f.replace(/\.sql$/, ''),
      statements: readFileSync(resolve(dir, f), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        // drizzle-kit qualifies FK targets with "public"; drop it so the schema in search_path is used.
        .map((s) => s.replace(/REFERENCES "public"\./g, 'REFERENCES '))
        .filter(Boolean),
    }));
}

/** Applies pending migrations; returns the names applied now. */
export function migrate(db: Db, dir = defaultMigrationsDir()): Promise<string[]> {
  return db.withLock(() => applyMigrations(db, dir));
}

/** migrate() without taking the cross-process lock (for callers that already hold it). */
export async function applyMigrations(db: Db, dir = defaultMigrationsDir()): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      for (const s of m.statements) await tx.exec(s);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}

/** The last migration's name: part of the loaded-dataset fingerprint, so a schema change triggers a reload. */
export function schemaVersion(dir = defaultMigrationsDir()): string {
  const all = readMigrations(dir);
  return all.length ? all[all.length - 1].name : 'none';
}
