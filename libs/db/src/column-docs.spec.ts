// The data dictionary and the schema cannot drift: every column of every table has a description, and the columns
// the dictionary lists are exactly the columns the generated schema (and so the database) has, in file order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { archiveMembers, tarArchive } from './archive';
import { fileColumns, tableDocs } from './column-docs';
import { tablesByName } from './schema';
import { tables, type TableName } from './tables';

const names = Object.keys(tables) as TableName[];

describe('the data dictionary', () => {
  it.each(names)('describes every column of %s, and the table', (t) => {
    expect(tableDocs[t].table.trim().length).toBeGreaterThan(10);
    const documented = Object.keys(tableDocs[t].columns);
    expect(documented).toEqual(Object.keys(tables[t]));
    for (const c of fileColumns(t)) {
      expect(c.description.trim(), `${t}.${c.name}`).not.toBe('');
      if (c.unit !== undefined) expect(c.unit.trim(), `${t}.${c.name} unit`).not.toBe('');
    }
  });

  it.each(names)('lists the columns of %s as the database has them, with their nullability', (t) => {
    const db = getTableConfig(tablesByName[t]).columns;
    const dict = fileColumns(t);
    expect(dict.map((c) => c.name).sort()).toEqual(db.map((c) => c.name).sort());
    for (const c of dict) {
      const col = db.find((d) => d.name === c.name)!;
      expect(c.nullable, `${t}.${c.name}`).toBe(!col.notNull);
    }
  });

  it('names the table a reference points to', () => {
    const games = fileColumns('games');
    expect(games.find((c) => c.name === 'home_team_id')).toMatchObject({ kind: 'ref', references: 'teams' });
    expect(games.find((c) => c.name === 'temperature')).toMatchObject({ kind: 'int', unit: '°F' });
  });
});

describe('the dataset archive', () => {
  it('holds the package descriptor, the sources and every table', () => {
    expect(archiveMembers()).toEqual(['datapackage.json', 'SOURCES.md', ...names.map((t) => `${t}.csv.gz`)]);
  });

  it('is a tar that tar reads back, byte for byte the same for the same input', () => {
    const files = [
      { name: 'a.txt', data: Buffer.from('hello\n') },
      { name: 'b.bin', data: Buffer.alloc(1024, 7) },
    ];
    const tar = tarArchive(files, 1_700_000_000);
    expect(tar.length % 512).toBe(0);
    expect(tarArchive(files, 1_700_000_000).equals(tar)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'trophy-tar-'));
    try {
      const listing = execFileSync('tar', ['-tvf', '-'], { input: tar }).toString();
      expect(listing).toMatch(/trophy-room-data\/a\.txt/);
      expect(listing).toMatch(/1024 2023-11-1\d .*trophy-room-data\/b\.bin/);
      execFileSync('tar', ['-xf', '-', '-C', dir], { input: tar });
      expect(execFileSync('cat', [join(dir, 'trophy-room-data/a.txt')]).toString()).toBe('hello\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
