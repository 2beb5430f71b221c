import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Fields that may carry credentials; pino replaces them wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.access_token',
  '*.resetToken',
  '*.cookie',
];

/** pino options for Fastify's logger: JSON lines, credentials redacted. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
  };
}
