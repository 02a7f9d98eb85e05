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
const indexPath = 'libs/site-theme/src/index.ts';

export default async function siteGenerator(tree: Tree, o: SiteGeneratorSchema) {
  const known = (siteVariants as Record<string, (typeof siteVariants)['hub']>)[o.id];
  const theme = known?.theme ?? { primary: palettes[o.primary ?? 'blue'], accent: palettes.amber };
  // The tree, not the imported module, says whether the variant is there: a second run must change nothing.
  if (!known && !inTree(tree, o.id)) addVariant(tree, o);
  if (!known) exportVariant(tree, o.id);

  const root = `apps/${o.id}`;
  for (const [file, content] of Object.entries(appFiles(o.id))) tree.write(`${root}/${file}`, content);
  const colours = { background: theme.primary[700], glyph: theme.accent[300], text: theme.primary[800] };
  tree.write(`${root}/public/favicon.svg`, faviconSvg(colours));
  tree.write(
    `${root}/public/logo.svg`,
    logoSvg(colours, known?.shortName ?? o.shortName ?? o.id.toUpperCase()),
  );
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
  const missing = (['name', 'shortName', 'description', 'sport', 'level', 'headline'] as const).filter(
    (k) => !o[k],
  );
  if (missing.length) throw new Error(`A new site needs --${missing.join(', --')}`);
  const src = tree.read(variantsPath, 'utf-8') ?? '';
  const marker = '\nexport const siteVariants';
  const withVariant = src.replace(
    marker,
    variantSource({ ...(o as Required<SiteGeneratorSchema>) }) + marker,
  );
  // The record may be on one line or wrapped by the formatter: rebuild it from its names.
  const record = /(export const siteVariants: Record<SiteId, SiteConfig> = )\{([^}]*)\}/;
  tree.write(
    variantsPath,
    withVariant.replace(
      record,
      (_, head: string, names: string) => head + (addToList(names, o.id) ?? `{${names}}`),
    ),
  );
  const types = tree.read(typesPath, 'utf-8') ?? '';
  tree.write(typesPath, types.replace(/(export type SiteId = [^;]*);/, `$1 | '${o.id}';`));
}

const inTree = (tree: Tree, id: string) =>
  (tree.read(variantsPath, 'utf-8') ?? '').includes(`export const ${id} = createSiteConfig(`);

/** `names` with `id` added to a `{ a, b, c }` list, however it is wrapped; null when it is there already. */
function addToList(names: string, id: string): string | null {
  const list = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return list.includes(id) ? null : `{ ${[...list, id].join(', ')} }`;
}

/** Adds the id to the index's list of variant exports, unless it is there already. */
function exportVariant(tree: Tree, id: string) {
  const index = tree.read(indexPath, 'utf-8') ?? '';
  const line = /export \{([^}]*)\} from '\.\/variants';/;
  const names = index.match(line)?.[1];
  if (names === undefined) throw new Error(`${indexPath} has no export list from ./variants`);
  const list = addToList(names, id);
  if (list) tree.write(indexPath, index.replace(line, `export ${list} from './variants';`));
}
