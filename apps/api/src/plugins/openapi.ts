// OpenAPI 3 document (/api/openapi.json) generated from the route schemas, and a browsable reference (/api/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

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
      },
      tags: ['championships', 'teams', 'games', 'people', 'leaders', 'awards', 'search', 'core'].map(
        (name) => ({
          name,
        }),
      ),
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
