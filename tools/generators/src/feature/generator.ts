// `nx g @trophy-room/generators:feature <name>`: a complete feature lib, registered in the route map and the site.
import { formatFiles, type Tree } from '@nx/devkit';
import { execSync } from 'node:child_process';
import { featureFiles } from './files';
import { featureNames } from './names';
import { registerRoute } from './register-route';

export interface FeatureGeneratorSchema {
  name: string;
  /** Leave node_modules alone (the new package is linked by the next `npm install`). */
  skipInstall?: boolean;
}

export default async function featureGenerator(tree: Tree, o: FeatureGeneratorSchema) {
  const names = featureNames(o.name);
  const root = `libs/${names.name}`;
  // A second run keeps the lib as it has grown; only missing files are written.
  for (const [file, content] of Object.entries(featureFiles(names))) {
    if (!tree.exists(`${root}/${file}`)) tree.write(`${root}/${file}`, content);
  }
  registerRoute(tree, names);
  await formatFiles(tree);
  // npm workspaces link @trophy-room/<name> into node_modules, and the lockfile records it.
  return () => {
    if (!o.skipInstall) execSync('npm install --no-audit --no-fund', { cwd: tree.root, stdio: 'inherit' });
  };
}
