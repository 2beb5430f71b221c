import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the end-to-end run: the app sends every e-mail to it,
 * and it writes each message as an .eml file into `dir`, where the specs read them
 * (support/outbox.ts). Its socket does not keep the test runner alive.
 */
export function startSmtpSink(port: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(count).padStart(5, '0')}.eml`;
        writeFileSync(join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  server.server.unref();
}
