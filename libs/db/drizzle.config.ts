// drizzle-kit config: `npx drizzle-kit generate --config libs/db/drizzle.config.ts` diffs src/schema.ts against the
// committed migrations and writes the next SQL migration into libs/db/migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/db/src/schema.ts', './libs/db/src/meta.ts'],
  out: './libs/db/migrations',
});
