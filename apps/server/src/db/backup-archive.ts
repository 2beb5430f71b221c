import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';

// A backup is PGlite's dumpDataDir(): a gzipped tar of the PostgreSQL data directory. It is
// checked here before PGlite sees it, because PGlite answers a wrong file with a bare
// "failed to initialize" and may leave half a directory behind.

const BLOCK = 512;
const GZIP_MAGIC = [0x1f, 0x8b];

function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

/** The member names of a ustar archive; null when the bytes are not one. */
function tarMemberNames(tar: Uint8Array): string[] | null {
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  const names: string[] = [];
  for (let at = 0; at + BLOCK <= tar.length;) {
    if (tar.subarray(at, at + BLOCK).every((byte) => byte === 0)) break; // end of archive
    if (!text(at + 257, 6).startsWith('ustar')) return null;
    const size = Number.parseInt(text(at + 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || at + BLOCK + size > tar.length) return null; // cut short
    const prefix = text(at + 345, 155);
    names.push(prefix ? `${prefix}/${text(at, 100)}` : text(at, 100));
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return names.length > 0 ? names : null;
}

/**
 * Reads a backup file and answers the uncompressed tar PGlite loads, or null when the file
 * is not a PostgreSQL data directory archive (another file, or one cut short).
 */
export async function readDataDirArchive(file: string): Promise<Uint8Array | null> {
  const bytes = new Uint8Array(await readFile(file));
  let tar: Uint8Array;
  try {
    tar = isGzip(bytes) ? new Uint8Array(gunzipSync(bytes)) : bytes;
  } catch {
    return null; // a truncated or damaged gzip stream
  }
  const names = tarMemberNames(tar);
  const holdsDatabase = names?.some((name) => name.replace(/^\.?\//, '') === 'PG_VERSION');
  return holdsDatabase ? tar : null;
}

/**
 * Writes a file through a temporary neighbour renamed into place, so a reader (or a second
 * attempt after a crash) never finds half an archive under the final name.
 */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
