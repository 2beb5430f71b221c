import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from './logger';

describe('log redaction', () => {
  it('never writes credentials, cookies or tokens', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, stream);
    log.info({
      req: { headers: { cookie: 'trellis_session=abc123', authorization: 'Bearer xyz789' } },
      body: { password: 'hunter22', newPassword: 'n3w-secret', token: 'tok-456' },
    });
    const output = lines.join('');
    for (const secret of ['abc123', 'xyz789', 'hunter22', 'n3w-secret', 'tok-456']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[Redacted]');
  });
});
