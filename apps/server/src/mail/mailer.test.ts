import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { createPgliteTestDatabase } from '../../test/databases';
import { startTestSmtp } from '../../test/smtp';
import { createMailer } from './mailer';

const silent = pino({ level: 'silent' });
const message = {
  kind: 'test',
  to: ['teacher@example.org'],
  subject: 'Your plan',
  text: 'Hello <b>there</b>',
  replyTo: 'sender@example.org',
};

describe('the mailer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createPgliteTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers through SMTP_URL and records the message as sent', async () => {
    const smtp = await startTestSmtp();
    const mailer = createMailer({
      config: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Trellis <no-reply@trellis.test>',
        DATA_DIR: '/unused',
      },
      db: database.db,
      log: silent,
    });
    const result = await mailer.send({
      ...message,
      attachments: [
        { filename: 'plan.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
      ],
    });
    await smtp.close();
    expect(result.status).toBe('sent');
    const received = smtp.messages[0];
    expect(received?.subject).toBe('Your plan');
    expect(received?.from?.text).toContain('no-reply@trellis.test');
    expect(received?.replyTo?.text).toBe('sender@example.org');
    expect(received?.text?.trim()).toBe('Hello <b>there</b>');
    expect(received?.attachments[0]?.filename).toBe('plan.pdf');
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.id === result.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      kind: 'test',
    });
  });

  it('records a failure with its reason instead of losing the message', async () => {
    const mailer = createMailer({
      config: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'x@trellis.test', DATA_DIR: '/unused' },
      db: database.db,
      log: silent,
    });
    const result = await mailer.send(message);
    expect(result.status).toBe('failed');
    const rows = await database.db.select().from(mailOutbox);
    const row = rows.find((candidate) => candidate.id === result.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('without SMTP_URL writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trellis-outbox-'));
    const mailer = createMailer({
      config: { MAIL_FROM: 'Trellis <no-reply@trellis.test>', DATA_DIR: dataDir },
      db: database.db,
      log: silent,
    });
    const result = await mailer.send(message);
    expect(result.status).toBe('sent');
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`${result.id}\\.eml$`));
    const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', files[0] ?? '')));
    expect(parsed.subject).toBe('Your plan');
    expect(parsed.to).toMatchObject({ text: 'teacher@example.org' });
  });
});
