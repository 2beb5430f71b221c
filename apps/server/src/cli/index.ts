import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DaySchema, endOfDay, ROLE_LABELS, type Role } from '@trellis/shared/administration';
import { loadConfig, ConfigError, type Config } from '../config';
import { exportContent } from '../content/export-content';
import { readLibrary } from '../content/read-library';
import { ContentCheckError, syncContent } from '../content/sync-content';
import { BackupError } from '../db/backup';
import { openDatabase, type Database, type Db } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  AdminInputError,
  createDistrict,
  createUser,
  ensureDemoDistrict,
  setRole,
} from '../setup/accounts-admin';
import { startOfDay } from '../domain/administration/district-records';
import { BACKUP_COMMANDS, BACKUP_USAGE, runBackupCommand } from './backup-commands';

const USAGE = `Trellis operator commands (npm run cli -- <command> …)

  create-district --name "Maple Grove Schools" --code ABCD1234 [--starts 2026-08-01] [--expires 2027-07-31] [--inactive]
  create-user --email a@b.org --first Ana --last Diaz --password "…" [--district ABCD1234] [--phone …]
              [--district-admin | --operator]   --district-admin needs --district; --operator takes none
  set-role --email a@b.org --role member|district_admin|operator
                    give an account another role (district_admin: a district's account only;
                    operator: an account of no district)
  demo-district     create the demo district if the database has none; print its access code
  content import [--dir content]   check a content folder and import it (default CONTENT_DIR)
  content export --out <dir>       write the database's library as YAML in the content/ format
${BACKUP_USAGE}

The server must be stopped while a command uses the embedded database.`;

const COMMANDS = [
  'create-district',
  'create-user',
  'set-role',
  'demo-district',
  'content',
  ...BACKUP_COMMANDS,
];

/** A `YYYY-MM-DD` flag as a calendar day (licences start at its start, end at its end, UTC). */
function parseDay(flag: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!DaySchema.safeParse(value).success) {
    throw new AdminInputError(`${flag} "${value}": use a date like 2027-07-31.`);
  }
  return value;
}

function roleFlag(values: { operator: boolean; 'district-admin': boolean }): Role {
  if (values.operator && values['district-admin']) {
    throw new AdminInputError(
      'Use --operator or --district-admin, not both: an account has one role.',
    );
  }
  if (values.operator) return 'operator';
  return values['district-admin'] ? 'district_admin' : 'member';
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

const ACCOUNT_OPTIONS = {
  name: { type: 'string' },
  code: { type: 'string' },
  starts: { type: 'string' },
  expires: { type: 'string' },
  inactive: { type: 'boolean', default: false },
  email: { type: 'string' },
  first: { type: 'string' },
  last: { type: 'string' },
  password: { type: 'string' },
  district: { type: 'string' },
  phone: { type: 'string' },
  operator: { type: 'boolean', default: false },
  'district-admin': { type: 'boolean', default: false },
  role: { type: 'string' },
} as const;

type Flags = ReturnType<
  typeof parseArgs<{ options: typeof ACCOUNT_OPTIONS; strict: true }>
>['values'];

function required(values: Flags, flag: keyof Flags): string {
  const value = values[flag];
  if (typeof value !== 'string' || !value) throw new AdminInputError(`--${flag} is required.`);
  return value;
}

async function createDistrictCommand(db: Db, values: Flags) {
  const starts = parseDay('--starts', values.starts);
  const expires = parseDay('--expires', values.expires);
  const district = await createDistrict(db, {
    name: required(values, 'name'),
    code: required(values, 'code'),
    licenceStartsAt: starts ? startOfDay(starts) : null,
    expiresAt: expires ? endOfDay(expires) : null,
    active: !values.inactive,
  });
  console.log(`Created district "${district.name}" with access code ${district.code}.`);
}

async function createUserCommand(db: Db, values: Flags) {
  const role = roleFlag(values);
  const user = await createUser(db, {
    email: required(values, 'email'),
    firstName: required(values, 'first'),
    lastName: required(values, 'last'),
    password: required(values, 'password'),
    districtCode: values.district,
    phone: values.phone,
    role,
  });
  const as = role === 'member' ? '' : ` (${ROLE_LABELS[role]})`;
  console.log(`Created ${user.accountType} account ${user.email}${as}.`);
}

async function run(command: string | undefined, args: string[], database: Database) {
  const { values } = parseArgs({ args, options: ACCOUNT_OPTIONS, strict: true });
  const db = database.db;
  if (command === 'create-district') await createDistrictCommand(db, values);
  else if (command === 'create-user') await createUserCommand(db, values);
  else if (command === 'set-role') {
    const role = required(values, 'role');
    console.log(await setRole(db, { email: required(values, 'email'), role }));
  } else if (command === 'demo-district') {
    const demo = await ensureDemoDistrict(db, new Date());
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
