// The whole dataset as one download: a POSIX tar (ustar) of the table files, datapackage.json and SOURCES.md, under
// one folder. Written by hand (no dependency) and deterministic: members in a fixed order, owner 0, mode 0644 and
// one fixed timestamp, so the pipeline can record its size and SHA-256 in manifest.json and the server, building it
// from the same files, serves exactly those bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tables, type TableName } from './tables';

export const archiveFile = 'trophy-room-data.tar';
const folder = 'trophy-room-data';

/** The files the archive holds, in order: the package descriptor, the sources and licences, then every table. */
export const archiveMembers = (): string[] => [
  'datapackage.json',
  'SOURCES.md',
  ...(Object.keys(tables) as TableName[]).map((t) => `${t}.csv.gz`),
];

const block = 512;

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(block);
  const put = (text: string, at: number, len: number) => h.write(text, at, len, 'utf8');
  const octal = (n: number, len: number) => n.toString(8).padStart(len - 1, '0') + '\0';
  if (Buffer.byteLength(name) > 100) throw new Error(`tar member name too long: ${name}`);
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8); // uid
  put(octal(0, 8), 116, 8); // gid
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  put(' '.repeat(8), 148, 8); // checksum field counts as spaces while summing
  put('0', 156, 1); // regular file
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

/** One piece of the archive in order: bytes of its own (headers, padding, the end) or a member's content. */
export type ArchivePart = { bytes: Buffer } | { member: string };

/**
 * The archive of `members` (name and size) under one folder, every member stamped with `mtime` (Unix seconds), as
 * the pieces to write in order: the server streams the members' files between the headers without holding them.
 */
export function archiveLayout(members: { name: string; size: number }[], mtime: number): ArchivePart[] {
  const parts: ArchivePart[] = [];
  for (const m of members) {
    parts.push({ bytes: header(`${folder}/${m.name}`, m.size, mtime) }, { member: m.name });
    const pad = (block - (m.size % block)) % block;
    if (pad) parts.push({ bytes: Buffer.alloc(pad) });
  }
  parts.push({ bytes: Buffer.alloc(block * 2) }); // end of archive
  return parts;
}

/** A ustar archive of `files` (name → bytes) under one folder, every member stamped with `mtime` (Unix seconds). */
export function tarArchive(files: { name: string; data: Buffer }[], mtime: number): Buffer {
  const byName = new Map(files.map((f) => [f.name, f.data]));
  const layout = archiveLayout(
    files.map((f) => ({ name: f.name, size: f.data.length })),
    mtime,
  );
  return Buffer.concat(layout.map((p) => ('bytes' in p ? p.bytes : byName.get(p.member)!)));
}

/** Unix seconds of a yyyy-mm-dd date at 00:00 UTC (0 when there is none): the archive's member timestamp. */
export const archiveTime = (date: string | null | undefined): number =>
  date ? Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) : 0;

/** The archive of the dataset directory `dir`, stamped with its data-as-of date. */
export function datasetArchive(dir: string, dataAsOf: string | null): Buffer {
  return tarArchive(
    archiveMembers().map((name) => ({ name, data: readFileSync(join(dir, name)) })),
    archiveTime(dataAsOf),
  );
}
