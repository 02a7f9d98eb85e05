import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import siteGenerator from './generator';

const repo = resolve(import.meta.dirname, '../../../..');
const copy = [
  'libs/site-theme/src/variants.ts',
  'libs/site-theme/src/types.ts',
  'libs/site-theme/src/index.ts',
  'apps/e2e/project.json',
];

function workspace() {
  const tree = createTreeWithEmptyWorkspace();
  for (const f of copy) tree.write(f, readFileSync(resolve(repo, f), 'utf-8'));
  return tree;
}

describe('site generator', () => {
  it('adds a new sport site: variant, app shell, icons, e2e dependency', async () => {
    const tree = workspace();
    await siteGenerator(tree, {
      id: 'wnba',
      name: "Trophy Room Women's Basketball",
      shortName: 'WNBA',
      description: 'Every WNBA Finals and season.',
      sport: 'basketball',
      level: 'professional',
      headline: 'WNBA Finals',
      primary: 'orange',
    });
    expect(tree.read('apps/wnba/src/main.tsx', 'utf-8')).toContain('mountSite(wnba)');
    expect(tree.read('apps/wnba/vite.config.mts', 'utf-8')).toContain("defineSiteViteConfig('wnba')");
    expect(JSON.parse(tree.read('apps/wnba/project.json', 'utf-8')!).tags).toEqual(['type:app', 'scope:web']);
    expect(tree.read('apps/wnba/public/favicon.svg', 'utf-8')).toContain('#c2410c');
    expect(tree.read('apps/wnba/public/apple-touch-icon.png')!.subarray(1, 4).toString()).toBe('PNG');
    const variants = tree.read('libs/site-theme/src/variants.ts', 'utf-8')!;
    expect(variants).toContain('export const wnba = createSiteConfig({');
    expect(variants).toMatch(/siteVariants: Record<SiteId, SiteConfig> = \{[^}]*chk, wnba \}/);
    expect(tree.read('libs/site-theme/src/types.ts', 'utf-8')).toContain("| 'wnba';");
    expect(tree.read('libs/site-theme/src/index.ts', 'utf-8')).toContain('chk, wnba }');
    expect(JSON.parse(tree.read('apps/e2e/project.json', 'utf-8')!).implicitDependencies).toContain('wnba');
  });

  it('adds only the shell for a variant that already exists', async () => {
    const tree = workspace();
    const before = tree.read('libs/site-theme/src/variants.ts', 'utf-8');
    await siteGenerator(tree, { id: 'nhl' });
    expect(tree.read('libs/site-theme/src/variants.ts', 'utf-8')).toBe(before);
    expect(tree.exists('apps/nhl/index.html')).toBe(true);
  });

  it('refuses a new site without its details', async () => {
    await expect(siteGenerator(workspace(), { id: 'xfl' })).rejects.toThrow('A new site needs --name');
  });

  it('changes nothing when run twice, also after the formatter has wrapped the export lists', async () => {
    const tree = workspace();
    const wnba = {
      id: 'wnba',
      name: "Trophy Room Women's Basketball",
      shortName: 'WNBA',
      description: 'Every WNBA Finals and season.',
      sport: 'basketball',
      level: 'professional',
      headline: 'WNBA Finals',
    };
    await siteGenerator(tree, wnba);
    const once = new Map(tree.listChanges().map((c) => [c.path, c.content?.toString('utf-8')]));
    await siteGenerator(tree, wnba);
    for (const [path, content] of once) expect(tree.read(path, 'utf-8')).toBe(content);
    // A second new site still lands in every list, on one line or wrapped.
    const index = tree.read('libs/site-theme/src/index.ts', 'utf-8')!;
    tree.write('libs/site-theme/src/index.ts', index.replace(', wnba }', ',\n  wnba,\n}'));
    await siteGenerator(tree, {
      ...wnba,
      id: 'pwhl',
      shortName: 'PWHL',
      sport: 'hockey',
      headline: 'Walter Cup',
    });
    expect(tree.read('libs/site-theme/src/index.ts', 'utf-8')).toMatch(
      /chk, wnba, pwhl \} from '\.\/variants'/,
    );
    expect(tree.read('libs/site-theme/src/variants.ts', 'utf-8')).toMatch(/chk, wnba, pwhl \}/);
    expect(tree.read('libs/site-theme/src/types.ts', 'utf-8')).toContain("| 'wnba' | 'pwhl';");
  });
});
