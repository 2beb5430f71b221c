import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { BackupError, backupDataDir, restoreDataDir } from '../db/backup';

/** The commands that copy the embedded database: they open it themselves, never migrated first. */
export const BACKUP_COMMANDS = ['backup', 'restore'];

export const BACKUP_USAGE = `  backup --out <file> [--data-dir <dir>] [--force]
                                   archive the embedded database (the server must be stopped)
  restore --from <file> [--data-dir <dir>] [--force]
                                   load an archive into an empty data directory and migrate it`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs `backup` or `restore`, printing what was written or restored. */
export async function runBackupCommand(command: string, args: string[], config: Config) {
  const { values } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const location = { ...config, DATA_DIR: values['data-dir'] ?? config.DATA_DIR };
  if (command === 'backup') {
    if (!values.out) throw new BackupError('--out is required: the archive file to write.');
    const { file, bytes } = await backupDataDir(location, { out: values.out, force: values.force });
    console.log(`Wrote ${file} (${megabytes(bytes)}).`);
    return;
  }
  if (!values.from) throw new BackupError('--from is required: the archive file to restore.');
  const restored = await restoreDataDir(location, { from: values.from, force: values.force });
  const migrations =
    restored.migrationsApplied > 0
      ? `${restored.migrationsApplied} database migration(s) applied`
      : 'the database was already up to date';
  console.log(
    `Restored ${values.from} into ${restored.dataDir}: ` +
      `accounts ${restored.accounts}, districts ${restored.districts}, plans ${restored.plans}, ` +
      `implementers ${restored.implementers}, log entries ${restored.logEntries}; ${migrations}.`,
  );
}
