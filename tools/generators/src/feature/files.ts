// The files of a new feature lib: project, package, tsconfig, the shared Vitest preset, README, index and a
// sample page with its spec and story.
import type { FeatureNames } from './names';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function featureFiles({ name, key, component, title }: FeatureNames): Record<string, string> {
  const root = `libs/${name}`;
  const page = `${name}-page`;
  return {
    'package.json': json({
      name: `@trophy-room/${name}`,
      version: '0.0.0',
      private: true,
      type: 'module',
      exports: { '.': './src/index.ts' },
      sideEffects: false,
    }),
    'project.json': json({
      name,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      projectType: 'library',
      sourceRoot: `${root}/src`,
      tags: ['type:feature', 'scope:web'],
      targets: {
        typecheck: { command: 'tsc --noEmit -p tsconfig.json', options: { cwd: root } },
        lint: { command: 'eslint .', options: { cwd: root } },
        test: { command: 'vitest run', options: { cwd: root } },
      },
    }),
    'tsconfig.json': json({ extends: '../../tsconfig.base.json', include: ['src', '*.mts'] }),
    'vitest.config.mts': `import { defineWebLibConfig } from '../../tools/vitest/web-lib';\n\nexport default defineWebLibConfig();\n`,
    'README.md': `# ${name}

Feature lib for the ${title} screens (\`${`/${name}`}\`).

Every page is server-rendered and hydrated. \`src/routes.ts\` declares each route: its page chunk (the page file
default-exports its component; \`libs/site\` lazy-loads it as its own chunk), every query the page shows on first
render (\`queries\`: the server fetches them and dehydrates them into the HTML; a 404 from the API makes the page
answer 404, as does \`notFound\` when the data says so), its head (\`head\`: title and description from that data)
and, for a route with parameters, its sitemap URLs (\`sitemap\`). \`src/index.ts\` exports the declarations
(\`${key}Route\`), never the pages. Pages read their route's queries by name — \`useRouteData(route)\` for a
detail page's own, \`useRouteQueries(route)\` for a list's or a section's — take URLs from \`@trophy-room/routes\`
and keep list filters in the URL with \`useUrlState\` (ui-kit).

Tags: \`type:feature\`, \`scope:web\`. Tests: \`npx nx test ${name}\`; stories run with the Storybook vitest config.
`,
    'src/index.ts': `// Route declarations for libs/site's route table (each page is its own chunk); never the pages themselves.
export { ${key}Route } from './routes';
`,
    'src/routes.ts': `// The ${title} routes as declarations, shared by the server renderer and the browser: each page's chunk, every
// query it shows on first render (fetched on the server and dehydrated into the HTML; the page reads the same ones by
// name, so they are written once), its head from that data, and, for a route with parameters, the paths of its pages
// for sitemap.xml (server-only: declared under import.meta.env.SSR, the browser build drops it). E.g.:
//   queries: ({ params, filters }) => ({ team: teamQueries.detail(filters, params.slug ?? '') }),
//   notFound: ({ team }, { filters }) => team.sport.slug !== filters.sport__slug,
//   head: ({ params, filters, get }) => ({ title: get(teamQueries.detail(filters, params.slug ?? '').queryKey)?.name ?? 'Not Found' }),
//   sitemap: import.meta.env.SSR ? async ({ filters, query }) => (await query(teamQueries.list(filters))).map((t) => paths.team(t.slug)) : undefined,
// A detail page reads its queries with useRouteData(route) in ui-kit's DetailFrame; a list or a section reads each
// one's own state with useRouteQueries(route).name.
import { declareRoute } from '@trophy-room/api-client';

export const ${key}Route = declareRoute({
  page: () => import('./${page}'),
  head: ({ site }) => ({ title: '${title}', description: \`${title} on \${site.name}.\` }),
});
`,
    [`src/${page}.tsx`]: `// ${`/${name}`}: ${title}. The generator's sample page: replace it with the feature's first screen.
import { useSite } from '@trophy-room/site-theme';
import { PageHeader } from '@trophy-room/ui-kit';

export default function ${component}Page() {
  const site = useSite();
  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader title="${title}" subtitle={\`${title} on \${site.name}.\`} />
    </div>
  );
}
`,
    [`src/${page}.spec.tsx`]: `import { screen } from '@testing-library/react';
import { nba } from '@trophy-room/site-theme';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import ${component}Page from './${page}';

describe('${component}Page', () => {
  it('names the page and the site', () => {
    renderWithSite(<${component}Page />, { site: nba });
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    expect(screen.getByText('${title} on Trophy Room Pro Basketball.')).toBeInTheDocument();
  });
});
`,
    [`src/${page}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import ${component}Page from './${page}';

const meta = {
  title: 'Features/${title}/${component}Page',
  component: ${component}Page,
  parameters: { route: paths.${key}() },
} satisfies Meta<typeof ${component}Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
  },
};
`,
  };
}
