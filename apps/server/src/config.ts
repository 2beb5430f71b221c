import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's `content/` folder, found from this file so any working directory works. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const CHECKOUT_PROVIDERS = ['test', 'stripe'] as const;

const port = z.coerce
  .number({ error: 'expected a whole number from 1 to 65535' })
  .int('expected a whole number from 1 to 65535')
  .min(1, 'expected a whole number from 1 to 65535')
  .max(65535, 'expected a whole number from 1 to 65535');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' })
  .transform((value) => value.replace(/\/+$/, ''));

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'expected a postgres:// or postgresql:// connection address',
});

const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'expected an smtp:// or smtps:// address',
});

const email = z.email({ error: 'expected an e-mail address' });

const trustProxy = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable Trellis reads, with its default. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  CONTENT_DIR: z.string().min(1).default(DEFAULT_CONTENT_DIR),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default('Trellis <no-reply@trellis.local>'),
  SALES_EMAIL: email.default('sales@trellis.local'),
  SUPPORT_EMAIL: email.default('support@trellis.local'),
  SUPPORT_PHONE: z.string().min(3).max(32).default('(555) 010-0100'),
  CHECKOUT_PROVIDER: z
    .enum(CHECKOUT_PROVIDERS, { error: 'expected test or stripe' })
    .default('test'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'expected a Stripe webhook secret (whsec_…)')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Thrown when the environment cannot run Trellis; its message is one line for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. Empty values count as unset so a
 * blank line in an env file falls back to the default instead of failing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in EnvSchema.shape && value !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      return `${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  if (
    parsed.CHECKOUT_PROVIDER === 'stripe' &&
    (!parsed.STRIPE_SECRET_KEY || !parsed.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration: CHECKOUT_PROVIDER="stripe" needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  return { ...parsed, PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}
