// Registers a feature's page: a pattern and a builder in the route map, its route declaration in libs/site's route
// table (server-rendered, with its data, head and sitemap URLs, and lazily loaded as its own chunk in the browser).
// Each edit checks first, so running the generator again changes nothing.
import type { Tree } from '@nx/devkit';
import type { FeatureNames } from './names';

export const PATTERNS = 'libs/routes/src/patterns.ts';
export const PATHS = 'libs/routes/src/paths.ts';
export const ROUTE_TABLE = 'libs/site/src/routes/routes.tsx';
const TABLE_MARKER = '  // Feature routes (the feature generator adds';

function edit(tree: Tree, path: string, change: (src: string) => string) {
  const src = tree.read(path, 'utf-8');
  if (src === null) throw new Error(`The feature generator edits ${path}, which is missing`);
  const next = change(src);
  if (next !== src) tree.write(path, next);
}

function insertBefore(src: string, marker: string, text: string, path: string): string {
  const at = src.indexOf(marker);
  if (at < 0) throw new Error(`${path} lost its marker "${marker.trim()}"`);
  return src.slice(0, at) + text + src.slice(at);
}

export function registerRoute(tree: Tree, { name, key }: FeatureNames) {
  const hasKey = (src: string) => new RegExp(`\\n  ${key}: `).test(src);
  edit(tree, PATTERNS, (src) =>
    hasKey(src) ? src : insertBefore(src, "  notFound: '*',", `  ${key}: '/${name}',\n`, PATTERNS),
  );
  edit(tree, PATHS, (src) =>
    hasKey(src) ? src : insertBefore(src, '} as const;', `  ${key}: () => r.${key},\n`, PATHS),
  );
  const route = `${key}Route`;
  edit(tree, ROUTE_TABLE, (src) => {
    let next = src;
    if (!next.includes(`from '@trophy-room/${name}';`)) {
      next = insertBefore(
        next,
        'import { routePatterns as at }',
        `import { ${route} } from '@trophy-room/${name}';\n`,
        ROUTE_TABLE,
      );
    }
    if (!next.includes(`route: ${route} }`)) {
      next = insertBefore(next, TABLE_MARKER, `  { path: at.${key}, route: ${route} },\n`, ROUTE_TABLE);
    }
    return next;
  });
}
