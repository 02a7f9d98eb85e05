// The files of an app shell: it pins a variant and mounts the site; everything else lives in libs.

export const appFiles = (id: string): Record<string, string> => ({
  'package.json': `${JSON.stringify({ name: `@trophy-room/${id}`, version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`,
  'project.json': `${JSON.stringify(
    {
      name: id,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      projectType: 'application',
      sourceRoot: `apps/${id}/src`,
      tags: ['type:app', 'scope:web'],
      targets: {
        build: {
          command: 'vite build && vite build --ssr',
          options: { cwd: `apps/${id}` },
          outputs: [`{workspaceRoot}/dist/apps/${id}`, `{workspaceRoot}/dist/ssr/${id}`],
        },
        serve: { command: 'vite', options: { cwd: `apps/${id}` }, continuous: true },
        typecheck: { command: 'tsc --noEmit -p tsconfig.json', options: { cwd: `apps/${id}` } },
        lint: { command: 'eslint .', options: { cwd: `apps/${id}` } },
      },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `${JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src', 'vite.config.mts'] }, null, 2)}\n`,
  'vite.config.mts': `import { defineSiteViteConfig } from '../../tools/vite/site-vite-config';\n\nexport default defineSiteViteConfig('${id}');\n`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--site-head-->
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { ${id} } from '@trophy-room/site-theme';

mountSite(${id});
`,
  'src/server.tsx': `// The server renderer of this site (built by \`vite build --ssr\` into dist/ssr/${id}/render.mjs; apps/api loads it).
import { createSiteRenderer } from '@trophy-room/site/server';
import { ${id} } from '@trophy-room/site-theme';

export const renderer = createSiteRenderer(${id});
`,
  'README.md': `# ${id}\n\nThe \`${id}\` site shell: pins the \`${id}\` variant of \`libs/site-theme\` and mounts \`libs/site\`. Its own logo, favicon and\ntouch icon are in \`public/\`. Build: \`nx build ${id}\` → \`dist/apps/${id}\` (the browser's files) and\n\`dist/ssr/${id}/render.mjs\` (its server renderer, \`src/server.tsx\`, which \`apps/api\` loads). Dev: \`nx serve ${id}\`\n(client-rendered).\n`,
});

export const variantSource = (o: {
  id: string;
  name: string;
  shortName: string;
  description: string;
  sport: string;
  level: string;
  headline: string;
  primary: string;
}) => `
export const ${o.id} = createSiteConfig({
  id: '${o.id}',
  name: ${JSON.stringify(o.name)},
  shortName: ${JSON.stringify(o.shortName)},
  description: ${JSON.stringify(o.description)},
  keywords: kw(${JSON.stringify(o.shortName)}, ${JSON.stringify(o.headline)}),
  sport: '${o.sport}',
  level: '${o.level}',
  headline: ${JSON.stringify(o.headline)},
  theme: { primary: palettes.${o.primary} },
});
`;
