import { defineConfig } from 'drizzle-kit';

/**
 * Migrations are generated from the schema and committed (`npx drizzle-kit generate`
 * from apps/server); the server applies them on start (src/db/migrate.ts).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
