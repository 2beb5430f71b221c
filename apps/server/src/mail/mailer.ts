import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** What a user is told when their e-mail could not be sent (spec §8). */
export const SEND_FAILED_MESSAGE = 'There was an error sending your email. Please try again.';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  /** What the message is for (password-reset, plan, estimate…), recorded with it. */
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Links worth printing in the log line on a laptop without mail (a reset link). They are
   * secrets: logged only when the message goes to the local outbox, never when sent by SMTP.
   */
  links?: string[];
  /** The district on whose behalf it goes out (a district user's plan, card or reminder). */
  districtId?: string | null;
}

export interface SendResult {
  id: string;
  status: 'sent' | 'failed';
  error?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SendResult>;
}

type Delivery = (mail: SendMailOptions, id: string) => Promise<void>;

/**
 * How long SMTP may take, in milliseconds: a mail server that does not answer fails the
 * attempt within seconds (the message stays recorded and, where stored first, is retried)
 * instead of holding whoever waits for it for nodemailer's default of minutes.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
  dnsTimeout: 5_000,
} as const;

export type SmtpTimeouts = { [K in keyof typeof SMTP_TIMEOUTS]: number };

/** The SMTP transport for SMTP_URL, with time-outs (options in the URL's query win). */
export function createSmtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS) {
  return nodemailer.createTransport({ url, ...timeouts });
}

function smtpDelivery(transport: Transporter): Delivery {
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

/** Without SMTP_URL: each message becomes an .eml file in DATA_DIR/outbox, readable by any mail app. */
function outboxDelivery(dataDir: string): Delivery {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const folder = resolve(dataDir, 'outbox');
  return async (mail, id) => {
    const info = await transport.sendMail(mail);
    await mkdir(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(join(folder, `${stamp}-${id}.eml`), info.message as Buffer);
  };
}

/**
 * Sends mail through SMTP_URL, or to the outbox folder. Every message is recorded in
 * `mail_outbox` before it is handed over, then marked sent or failed with the error.
 */
export function createMailer(deps: {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> & Partial<Pick<Config, 'NODE_ENV'>>;
  db: Db;
  log: FastifyBaseLogger;
  /** Overrides SMTP_TIMEOUTS (tests use short ones). */
  smtpTimeouts?: SmtpTimeouts;
}): Mailer {
  const { config, db, log } = deps;
  const deliver = config.SMTP_URL
    ? smtpDelivery(createSmtpTransport(config.SMTP_URL, deps.smtpTimeouts))
    : outboxDelivery(config.DATA_DIR);
  // Only a message written to the local outbox may have its links in the log: there the
  // log is the developer's way to the link. A link sent by SMTP stays in the e-mail, and a
  // production server never logs one, whatever its mail set-up.
  const logLinks = !config.SMTP_URL && config.NODE_ENV !== 'production';

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: message.kind,
          recipients: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          districtId: message.districtId ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned nothing');
      const mail: SendMailOptions = {
        from: config.MAIL_FROM,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      };
      try {
        await deliver(mail, row.id);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
        const links = logLinks && message.links?.length ? ` link: ${message.links.join(' ')}` : '';
        log.info(`mail sent to ${message.to.join(', ')}: "${message.subject}"${links}`);
        return { id: row.id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
        log.error({ err: error, mailId: row.id }, `mail to ${message.to.join(', ')} failed`);
        return { id: row.id, status: 'failed', error: reason };
      }
    },
  };
}
