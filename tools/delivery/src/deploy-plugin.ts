// Nx plugin (nx.json "plugins"): infers a `deploy` target on every app — the nine sites (tag type:app) and the server
// (type:server) — so the apps' project.json files stay untouched. `nx run <app>:deploy` builds the app, then writes its
// self-contained artifact to dist/deploy/<app> (see deploy.ts).
import { createNodesFromFiles, type CreateNodesV2, type TargetConfiguration } from '@nx/devkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const serverInputs = ['{workspaceRoot}/libs/db/migrations/**/*', '{workspaceRoot}/data/**/*'];

export function deployTarget(name: string, tags: string[]): TargetConfiguration | null {
  const server = tags.includes('type:server');
  if (!server && !tags.includes('type:app')) return null;
  return {
    command: `tsx tools/delivery/src/deploy.ts ${name}`,
    dependsOn: ['build'],
    // Host names come from the environment (SITE_HOST_NAMES) and the version from the commit: not cached.
    cache: false,
    inputs: server ? ['production', '^production', ...serverInputs] : ['production', '^production'],
    outputs: [`{workspaceRoot}/dist/deploy/${name}`],
  };
}

export const createNodesV2: CreateNodesV2 = [
  'apps/*/project.json',
  (files, options, context) =>
    createNodesFromFiles(
      (file) => {
        const project = JSON.parse(readFileSync(join(context.workspaceRoot, file), 'utf-8'));
        const target = deployTarget(project.name, project.tags ?? []);
        return target ? { projects: { [dirname(file)]: { targets: { deploy: target } } } } : {};
      },
      files,
      options,
      context,
    ),
];
