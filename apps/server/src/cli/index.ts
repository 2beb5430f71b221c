import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError, type Config } from '../config';
import { exportContent } from '../content/export-content';
import { readLibrary } from '../content/read-library';
import { ContentCheckError, syncContent } from '../content/sync-content';
import { BackupError } from '../db/backup';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  AdminInputError,
  createDistrict,
  createUser,
  ensureDemoDistrict,
} from '../setup/accounts-admin';
import { BACKUP_COMMANDS, BACKUP_USAGE, runBackupCommand } from './backup-commands';

const USAGE = `Trellis operator commands (npm run cli -- <command> …)

  create-district --name "Maple Grove Schools" --code ABCD1234 [--expires 2027-07-31] [--inactive]
  create-user --email a@b.org --first Ana --last Diaz --password "…" [--district ABCD1234] [--phone …] [--operator]
  demo-district     create the demo district if the database has none; print its access code
  content import [--dir content]   check a content folder and import it (default CONTENT_DIR)
  content export --out <dir>       write the database's library as YAML in the content/ format
${BACKUP_USAGE}

The server must be stopped while a command uses the embedded database.`;

const COMMANDS = ['create-district', 'create-user', 'demo-district', 'content', ...BACKUP_COMMANDS];

function parseDate(flag: string, value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(`${value}T23:59:59Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
    throw new AdminInputError(`${flag} "${value}": use a date like 2027-07-31.`);
  }
  return date;
}

async function runContent(args: string[], database: Database, config: Config) {
  const { values, positionals } = parseArgs({
    args,
    options: { dir: { type: 'string' }, out: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [action] = positionals;
  if (action === 'export') {
    if (!values.out) throw new AdminInputError('--out is required: the folder to write to.');
    const out = resolve(values.out);
    const files = await exportContent(await readLibrary(database.db), out);
    console.log(`Wrote ${files.length} content files to ${out}.`);
  } else if (action === 'import') {
    const dir = resolve(values.dir ?? config.CONTENT_DIR);
    const { imported, library } = await syncContent(database.db, dir, new Date());
    const count = library.accommodations.length;
    console.log(
      imported
        ? `Imported ${count} accommodations from ${dir}.`
        : `The library from ${dir} is already imported (${count} accommodations).`,
    );
  } else {
    throw new AdminInputError(`Use "content import" or "content export".\n\n${USAGE}`);
  }
}

async function run(command: string | undefined, args: string[], database: Database) {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      code: { type: 'string' },
      expires: { type: 'string' },
      inactive: { type: 'boolean', default: false },
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      password: { type: 'string' },
      district: { type: 'string' },
      phone: { type: 'string' },
      operator: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const need = (flag: keyof typeof values) => {
    const value = values[flag];
    if (typeof value !== 'string' || !value) throw new AdminInputError(`--${flag} is required.`);
    return value;
  };
  if (command === 'create-district') {
    const district = await createDistrict(database.db, {
      name: need('name'),
      code: need('code'),
      expiresAt: parseDate('--expires', values.expires),
      active: !values.inactive,
    });
    console.log(`Created district "${district.name}" with access code ${district.code}.`);
  } else if (command === 'create-user') {
    const user = await createUser(database.db, {
      email: need('email'),
      firstName: need('first'),
      lastName: need('last'),
      password: need('password'),
      districtCode: values.district,
      phone: values.phone,
      operator: values.operator,
    });
    console.log(`Created ${user.accountType} account ${user.email}.`);
  } else if (command === 'demo-district') {
    const demo = await ensureDemoDistrict(database.db, new Date());
    console.log(
      demo
        ? `Demo district access code: ${demo.code}`
        : 'No unused demo district: create districts with create-district.',
    );
  } else {
    throw new AdminInputError(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command))
    throw new AdminInputError(`Unknown command "${command}".\n\n${USAGE}`);
  const config = loadConfig();
  if (BACKUP_COMMANDS.includes(command)) return runBackupCommand(command, args, config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'content') await runContent(args, database, config);
    else await run(command, args, database);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = [
    AdminInputError,
    BackupError,
    ConfigError,
    DataDirLockedError,
    ContentCheckError,
  ].some((type) => error instanceof type);
  const parseError =
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS');
  console.error(known || parseError ? (error as Error).message : error);
  process.exit(1);
});
