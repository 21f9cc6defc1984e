// Runs once after the API test files: the migrated template of global-setup.ts goes.
import { dropTemplateDatabase } from './services/postgres-template';

// jest asks for the default export.
export default async function globalTeardown() {
  if (process.env.DATABASE_URL) await dropTemplateDatabase(process.env.DATABASE_URL);
}
