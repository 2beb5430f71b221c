import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { createPgliteTestDatabase } from '../../test/databases';
import { startTestSmtp } from '../../test/smtp';
import { SMTP_TIMEOUTS, createMailer, createSmtpTransport } from './mailer';

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

  /** A logger whose lines land in `lines`. */
  function capturingLog() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { log: pino({ level: 'trace' }, stream), lines };
  }
  const link = 'https://trellis.example.org/pwreset-form/SeCrEt-ToKeN';
  const withLink = { ...message, text: `Choose a new password: ${link}`, links: [link] };

  it('never logs the links of a message sent by SMTP', async () => {
    const smtp = await startTestSmtp();
    const { log, lines } = capturingLog();
    const mailer = createMailer({
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'x@trellis.test', DATA_DIR: '/unused' },
      db: database.db,
      log,
    });
    const result = await mailer.send(withLink);
    await smtp.close();
    expect(result.status).toBe('sent');
    expect(smtp.messages.at(-1)?.text).toContain('SeCrEt-ToKeN');
    expect(lines.join('')).toContain('mail sent to teacher@example.org');
    expect(lines.join('')).not.toContain('SeCrEt-ToKeN');
  });

  it('logs the links of a message written to the local outbox (no mail server in development)', async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer({
      config: { MAIL_FROM: 'x@trellis.test', DATA_DIR: mkdtempSync(join(tmpdir(), 'trellis-')) },
      db: database.db,
      log,
    });
    expect((await mailer.send(withLink)).status).toBe('sent');
    expect(lines.join('')).toContain('/pwreset-form/SeCrEt-ToKeN');
  });

  it('never logs a link on a production server, even one writing to the outbox', async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer({
      config: {
        NODE_ENV: 'production',
        MAIL_FROM: 'x@trellis.test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'trellis-')),
      },
      db: database.db,
      log,
    });
    expect((await mailer.send(withLink)).status).toBe('sent');
    expect(lines.join('')).toContain('mail sent to');
    expect(lines.join('')).not.toContain('SeCrEt-ToKeN');
  });

  it('gives SMTP time-outs of seconds, not minutes', () => {
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThanOrEqual(10_000);
    const transport = createSmtpTransport('smtp://mail.example.org:587');
    expect(transport.options).toMatchObject({ host: 'mail.example.org', ...SMTP_TIMEOUTS });
  });

  it('fails an attempt at a mail server that never answers, instead of waiting on it', async () => {
    const sockets: Socket[] = [];
    // Accepts the connection and says nothing: no greeting, ever.
    const hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    const mailer = createMailer({
      config: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'x@trellis.test',
        DATA_DIR: '/unused',
      },
      db: database.db,
      log: silent,
      smtpTimeouts: {
        connectionTimeout: 300,
        greetingTimeout: 300,
        socketTimeout: 300,
        dnsTimeout: 300,
      },
    });
    const started = Date.now();
    const result = await mailer.send(message);
    const took = Date.now() - started;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => hung.close(() => resolve()));
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/greeting|timeout/i);
    expect(took).toBeLessThan(3_000);
  });
});
