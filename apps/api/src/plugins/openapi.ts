// OpenAPI 3 document (/api/openapi.json) generated from the route schemas, and a browsable reference (/api/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const tagDescriptions: Record<string, string> = {
  championships: 'The eight competitions, every title and champion, and each season’s postseason bracket.',
  teams: 'Teams and franchises with every season under the name borne then, rosters and schedules.',
  games: 'Games and scores, standings (final and on any date) and head-to-head records.',
  people: 'Players and coaches: careers, season lines, records and the seasons each figure covers.',
  leaders: 'Career, single-season and active leaders of each statistic.',
  awards: 'Every award, winners year by year.',
  search: 'Search across teams, players, coaches and championships.',
  core: 'Sports and leagues, sources, coverage, data quality, analytics and the data files.',
};

export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trophy Room API',
        version: '1.0.0',
        description:
          'Read-only championship history and statistics for North American sport. Lists accept the site filters ' +
          'sport__slug, level__slug (college = ncaa-division-i) and season (a season start year). Errors answer {detail}. ' +
          'The whole dataset is also offered as files (every table as gzipped CSV, one archive, a Frictionless ' +
          'datapackage.json, the data dictionary and the licences): [/data](/data), listed by /api/core/data-files/.',
        license: {
          name: 'MIT (the API); the data under each source’s licence (/data)',
          url: 'https://opensource.org/license/mit',
        },
      },
      // Relative to the host that serves the document: every site serves the API under /api/.
      servers: [{ url: '/', description: 'This server (every site of it answers under /api/)' }],
      // Public and read-only: no operation needs credentials.
      security: [],
      tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    },
    // Only the API is documented (not the sites' catch-all, the docs or the 405 guards).
    transform: ({ schema, url, route }) => {
      const methods = ([] as string[]).concat(route.method);
      const hide = !url.startsWith('/api/') || url.startsWith('/api/docs') || !methods.includes('GET');
      return { schema: hide ? { ...schema, hide: true } : schema, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; everything else stays 'self'.
    transformStaticCSP: (csp) =>
      csp.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list' },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
