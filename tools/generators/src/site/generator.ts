// `nx g @trophy-room/generators:site <id> …`: adds a sport site in one command.
import { formatFiles, updateJson, type Tree } from '@nx/devkit';
import { palettes, siteVariants } from '@trophy-room/site-theme/variants';
import { appFiles, variantSource } from './files';
import { faviconSvg, logoSvg, touchIconPng } from './icons';

export interface SiteGeneratorSchema {
  id: string;
  name?: string;
  shortName?: string;
  description?: string;
  sport?: string;
  level?: string;
  headline?: string;
  primary?: keyof typeof palettes;
}

const variantsPath = 'libs/site-theme/src/variants.ts';
const typesPath = 'libs/site-theme/src/types.ts';

export default async function siteGenerator(tree: Tree, o: SiteGeneratorSchema) {
  const known = (siteVariants as Record<string, (typeof siteVariants)['hub']>)[o.id];
  const theme = known?.theme ?? { primary: palettes[o.primary ?? 'blue'], accent: palettes.amber };
  if (!known) addVariant(tree, o);

  const root = `apps/${o.id}`;
  for (const [file, content] of Object.entries(appFiles(o.id))) tree.write(`${root}/${file}`, content);
  const colours = { background: theme.primary[700], glyph: theme.accent[300], text: theme.primary[800] };
  tree.write(`${root}/public/favicon.svg`, faviconSvg(colours));
  tree.write(`${root}/public/logo.svg`, logoSvg(colours, known?.shortName ?? o.shortName ?? o.id.toUpperCase()));
  tree.write(`${root}/public/apple-touch-icon.png`, touchIconPng(colours));
  // The browser tests build and visit every site.
  if (tree.exists('apps/e2e/project.json')) {
    updateJson(tree, 'apps/e2e/project.json', (p) => {
      const deps: string[] = p.implicitDependencies ?? [];
      if (!deps.includes(o.id)) p.implicitDependencies = [...deps, o.id];
      return p;
    });
  }
  await formatFiles(tree);
}

function addVariant(tree: Tree, o: SiteGeneratorSchema) {
  const missing = (['name', 'shortName', 'description', 'sport', 'level', 'headline'] as const).filter((k) => !o[k]);
  if (missing.length) throw new Error(`A new site needs --${missing.join(', --')}`);
  const src = tree.read(variantsPath, 'utf-8') ?? '';
  const marker = '\nexport const siteVariants';
  const withVariant = src.replace(marker, variantSource({ ...(o as Required<SiteGeneratorSchema>) }) + marker);
  tree.write(
    variantsPath,
    withVariant.replace(/(export const siteVariants: Record<SiteId, SiteConfig> = \{[^}]*)( \})/, `$1, ${o.id}$2`),
  );
  const types = tree.read(typesPath, 'utf-8') ?? '';
  tree.write(typesPath, types.replace(/(export type SiteId = [^;]*);/, `$1 | '${o.id}';`));
  const index = tree.read('libs/site-theme/src/index.ts', 'utf-8') ?? '';
  tree.write('libs/site-theme/src/index.ts', index.replace(/(, chk)( \} from '\.\/variants')/, `$1, ${o.id}$2`));
}
