import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startTestSmtp() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to a Trellis page in a message's text. */
export function linkIn(mail: ParsedMail | undefined, pattern: RegExp): string {
  if (!mail) throw new Error('no message was received');
  const match = (mail.text ?? '').match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return match[0];
}
