import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { createShutdown } from './lifecycle';
import { ensureDemoDistrict } from './setup/accounts-admin';

/** The process entry: configuration, database, migrations, then listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  // A newcomer on the embedded database gets a district to register in straight away.
  const demo =
    database.kind === 'embedded' ? await ensureDemoDistrict(database.db, new Date()) : null;
  const app = await buildApp({ config, database });
  const shutdown = createShutdown(app, database);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where =
    database.kind === 'embedded' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`Trellis is running at ${config.PUBLIC_URL} (${where}). Press Ctrl+C to stop.`);
  if (demo) {
    console.log(
      `To try it, create an account at ${config.PUBLIC_URL}/register with the demo district's access code ${demo.code}.`,
    );
  }
}

main().catch((error: unknown) => {
  // Operator mistakes get one clear line; anything else keeps its stack for debugging.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Trellis could not start:', error);
  }
  process.exit(1);
});
