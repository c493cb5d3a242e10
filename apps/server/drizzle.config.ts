import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; the server applies migrations itself at start (see src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
