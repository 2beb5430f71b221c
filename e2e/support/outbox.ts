import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

// Messages the loopback SMTP sink received (support/smtp-sink.ts).
const outbox = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function messagesTo(address: string): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(outbox())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const parsed = await Promise.all(
    files.map((file) => simpleParser(readFileSync(join(outbox(), file)))),
  );
  return parsed.filter((mail) =>
    (mail.to && 'text' in mail.to ? mail.to.text : '').includes(address),
  );
}

/** Waits for the newest message to `address` with `subject` in the server's outbox folder. */
export async function latestMail(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(address)).filter((mail) => mail.subject === subject).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no "${subject}" message to ${address}`);
  return found;
}
