import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import type { Tree } from '@nx/devkit';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import featureGenerator from './generator';
import { featureNames } from './names';
import { PATHS, PATTERNS, ROUTE_TABLE } from './register-route';

const repo = resolve(import.meta.dirname, '../../../..');

function workspace() {
  const tree = createTreeWithEmptyWorkspace();
  for (const f of [PATTERNS, PATHS, ROUTE_TABLE]) tree.write(f, readFileSync(resolve(repo, f), 'utf-8'));
  return tree;
}

const snapshot = (tree: Tree) =>
  Object.fromEntries(tree.listChanges().map((c) => [c.path, c.content?.toString('utf-8') ?? null]));

describe('feature generator', () => {
  it('derives the names from kebab-case and refuses anything else', () => {
    expect(featureNames('hall-of-fame')).toEqual({
      name: 'hall-of-fame',
      key: 'hallOfFame',
      component: 'HallOfFame',
      title: 'Hall of Fame',
    });
    expect(() => featureNames('HallOfFame')).toThrow('kebab-case');
  });

  it('writes a complete feature lib on the shared Vitest preset', async () => {
    const tree = workspace();
    await featureGenerator(tree, { name: 'hall-of-fame', skipInstall: true });
    const lib = (f: string) => tree.read(`libs/hall-of-fame/${f}`, 'utf-8') ?? '';
    const project = JSON.parse(lib('project.json'));
    expect(project.tags).toEqual(['type:feature', 'scope:web']);
    expect(Object.keys(project.targets)).toEqual(['typecheck', 'lint', 'test']);
    expect(JSON.parse(lib('package.json'))).toMatchObject({
      name: '@trophy-room/hall-of-fame',
      sideEffects: false,
    });
    expect(JSON.parse(lib('tsconfig.json')).extends).toBe('../../tsconfig.base.json');
    expect(lib('vitest.config.mts')).toContain("from '../../tools/vitest/web-lib'");
    expect(lib('README.md')).toContain('Tags: `type:feature`, `scope:web`');
    expect(lib('src/index.ts')).toContain("export { hallOfFameRoute } from './routes';");
    expect(lib('src/routes.ts')).toContain('export const hallOfFameRoute = declareRoute({');
    expect(lib('src/routes.ts')).toContain("page: () => import('./hall-of-fame-page'),");
    expect(lib('src/hall-of-fame-page.tsx')).toContain('export default function HallOfFamePage()');
    expect(lib('src/hall-of-fame-page.spec.tsx')).toContain("name: 'Hall of Fame'");
    expect(lib('src/hall-of-fame-page.stories.tsx')).toContain(
      "title: 'Features/Hall of Fame/HallOfFamePage'",
    );
  });

  it('registers the route: a pattern and a builder in the route map, its declaration in the site', async () => {
    const tree = workspace();
    await featureGenerator(tree, { name: 'hall-of-fame', skipInstall: true });
    expect(tree.read(PATTERNS, 'utf-8')).toContain("  hallOfFame: '/hall-of-fame',\n  notFound: '*',");
    expect(tree.read(PATHS, 'utf-8')).toContain('  hallOfFame: () => r.hallOfFame,\n} as const;');
    const table = tree.read(ROUTE_TABLE, 'utf-8')!;
    expect(table).toContain("import { hallOfFameRoute } from '@trophy-room/hall-of-fame';");
    expect(table).toMatch(/\{ path: at\.hallOfFame, route: hallOfFameRoute \},\n\s+\/\/ Feature routes/);
  });

  it('changes nothing when run again, and keeps a route the map already has', async () => {
    const tree = workspace();
    await featureGenerator(tree, { name: 'hall-of-fame', skipInstall: true });
    const once = snapshot(tree);
    await featureGenerator(tree, { name: 'hall-of-fame', skipInstall: true });
    expect(snapshot(tree)).toEqual(once);

    const withTeams = workspace();
    const patterns = withTeams.read(PATTERNS, 'utf-8');
    await featureGenerator(withTeams, { name: 'teams', skipInstall: true });
    expect(withTeams.read(PATTERNS, 'utf-8')).toBe(patterns);
    expect(withTeams.read(ROUTE_TABLE, 'utf-8')).toContain('{ path: at.teams, route: teamsRoute }');
  });
});
