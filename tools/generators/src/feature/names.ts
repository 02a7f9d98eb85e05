// The names a feature lib derives from its kebab-case name: "hall-of-fame" → hallOfFame, HallOfFame, Hall of Fame.
export interface FeatureNames {
  /** kebab-case: lib folder, package and file names. */
  name: string;
  /** camelCase: the key in the route map. */
  key: string;
  /** PascalCase: the page component. */
  component: string;
  /** Words, capitalised: the page title. */
  title: string;
}

const SMALL = new Set(['of', 'and', 'the', 'by', 'in']);

export function featureNames(name: string): FeatureNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`A feature name is kebab-case, e.g. hall-of-fame (got "${name}")`);
  const words = name.split('-');
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
  return {
    name,
    key: words[0] + words.slice(1).map(cap).join(''),
    component: words.map(cap).join(''),
    title: words.map((w, i) => (i > 0 && SMALL.has(w) ? w : cap(w))).join(' '),
  };
}
