import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every table file of the folder, so a new one needs no line in the schema index
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
