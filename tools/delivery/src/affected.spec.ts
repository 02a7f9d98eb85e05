// What a pull request affects, proven on a temporary clone (the CI runs `nx affected` the same way, with explicit
// base and head): an app change reaches only that app and e2e, a feature lib reaches the nine sites but not the
// server, the contract reaches both.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const sites = ['cbb', 'cbs', 'cfb', 'chk', 'hub', 'mlb', 'nba', 'nfl', 'nhl'];
let clone: string;
let base: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {
    cwd: clone,
    encoding: 'utf-8',
  }).trim();

/** Commits an edit of `file` on top of the base and returns what Nx says the commit affects. */
function affectedBy(file: string): string[] {
  git('checkout', '-q', '--detach', base);
  appendFileSync(join(clone, file), '\n// touched by affected.spec.ts\n');
  git('commit', '-q', '-am', `touch ${file}`);
  const out = execFileSync(
    join(clone, 'node_modules/.bin/nx'),
    ['show', 'projects', '--affected', `--base=${base}`, '--head=HEAD', '--json'],
    {
      cwd: clone,
      encoding: 'utf-8',
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_TUI: 'false',
        NX_BASE: '',
        NX_HEAD: '',
      },
    },
  );
  return (JSON.parse(out) as string[]).sort();
}

/**
 * The worktree's node_modules, linked entry by entry, except the workspace's own packages: their links are relative
 * (../../libs/x), so recreated in the clone they point at the clone's libs and Nx sees the imports between projects.
 */
function linkNodeModules() {
  const from = join(root, 'node_modules');
  const to = join(clone, 'node_modules');
  mkdirSync(join(to, '@trophy-room'), { recursive: true });
  for (const name of readdirSync(from))
    if (name !== '@trophy-room') symlinkSync(join(from, name), join(to, name));
  for (const name of readdirSync(join(from, '@trophy-room')))
    symlinkSync(readlinkSync(join(from, '@trophy-room', name)), join(to, '@trophy-room', name));
}

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'affected-'));
  execFileSync('git', ['clone', '-q', '--shared', root, clone]);
  linkNodeModules();
  base = git('rev-parse', 'HEAD');
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe('nx affected', () => {
  it('a change in one app affects only that app and the e2e suite', () => {
    expect(affectedBy('apps/nfl/src/main.tsx')).toEqual(['e2e', 'nfl']);
  });

  it('a change in a feature lib affects the nine sites, not the server', () => {
    const affected = affectedBy('libs/teams/src/index.ts');
    expect(affected).toEqual(expect.arrayContaining([...sites, 'teams', 'e2e']));
    expect(affected).not.toContain('api');
  });

  it('a change in the contract affects the nine sites and the server', () => {
    expect(affectedBy('libs/contract/src/index.ts')).toEqual(
      expect.arrayContaining([...sites, 'api', 'contract']),
    );
  });
});
