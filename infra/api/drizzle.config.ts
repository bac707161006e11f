import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes SQL migrations into drizzle/; they run at start (under an advisory lock). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
