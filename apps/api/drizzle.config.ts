import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/api` writes SQL migrations here; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
