import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config apps/api/drizzle.config.ts` writes the SQL migrations the API applies
// at start-up (src/db/migrate.ts). Never run `drizzle-kit migrate` against PGlite: it fails silently.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
