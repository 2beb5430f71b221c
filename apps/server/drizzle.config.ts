import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in ./drizzle from the schema. Offline: no database needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
