import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import {
  createShutdown,
  ignoreClosedOutput,
  listenOrExplain,
  PortInUseError,
  stdoutForLogs,
} from './lifecycle';
import { loggerOptions } from './logger';
import { ensureDemoDistrict, offersDemoDistrict } from './setup/accounts-admin';
import { ContentCheckError, syncContent } from './content/sync-content';
import { indexLibrary, warmSearchIndex } from './content/content-index';

/** Migrations, then the content import: what must succeed before the server listens. */
async function prepareDatabase(database: Database, contentDir: string) {
  await database.migrate();
  const content = await syncContent(database.db, contentDir, new Date());
  if (content.imported) console.log(`Imported the accommodation library from ${contentDir}.`);
  return indexLibrary(content.library);
}

/** The process entry: configuration, database, migrations, content, then listen. */
async function main() {
  ignoreClosedOutput();
  const config = loadConfig();
  const database = await openDatabase(config);
  let content;
  try {
    content = await prepareDatabase(database, config.CONTENT_DIR);
  } catch (error) {
    await database.close();
    throw error;
  }
  // A newcomer on the embedded database gets a district to register in straight away.
  const demo = offersDemoDistrict(config, database.kind)
    ? await ensureDemoDistrict(database.db, new Date())
    : null;
  const logger = { ...loggerOptions(config), stream: stdoutForLogs() };
  const app = await buildApp({ config, database, content, logger });
  const shutdown = createShutdown(app, database);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await listenOrExplain(app, database, { port: config.PORT, host: config.HOST });
  void warmSearchIndex(content);
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
  const known = [ConfigError, DataDirLockedError, ContentCheckError, PortInUseError];
  if (error instanceof Error && known.some((type) => error instanceof type)) {
    console.error(error.message);
  } else {
    console.error('Trellis could not start:', error);
  }
  process.exit(1);
});
