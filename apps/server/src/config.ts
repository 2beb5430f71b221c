import { BlockList, isIP } from 'node:net';
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

const SSO_KEY_FORMAT =
  'expected 32 random bytes in base64 (44 characters) or hex (64 characters); make one with: openssl rand -base64 32';

/** The key that seals identity providers' client secrets (lib/secret-box.ts): 32 bytes. */
const secretKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bytes = /^[0-9a-f]{64}$/i.test(value)
      ? Buffer.from(value, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
        ? Buffer.from(value, 'base64')
        : null;
    if (bytes?.length === 32) return bytes;
    ctx.addIssue({ code: 'custom', message: SSO_KEY_FORMAT });
    return z.NEVER;
  });

const TRUST_PROXY_TRUE =
  'true would let any client choose its own address with X-Forwarded-For; write the number of proxies in front of Trellis (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)';
const TRUST_PROXY_FORMAT =
  'expected false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16)';

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (Fastify's `trustProxy`): false (none, the
 * default), how many hops in front of Trellis, or the proxies' addresses. Never "all": then
 * a client could put any address in X-Forwarded-For and dodge the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
    return z.NEVER;
  });

const onOff = z
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
  /** Seals single sign-on client secrets; without it no provider can be saved or used. */
  SSO_SECRET_KEY: secretKey.optional(),
  /** The browsable API docs at /api/docs: on by default except in production. */
  API_DOCS: onOff.optional(),
  /** The web app's source maps: served by default except in production. */
  SOURCE_MAPS: onOff.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'API_DOCS' | 'SOURCE_MAPS'> & {
  PUBLIC_URL: string;
  API_DOCS: boolean;
  SOURCE_MAPS: boolean;
};

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
  // The built-in test checkout creates accounts without payment: never on a live server.
  if (parsed.NODE_ENV === 'production' && parsed.CHECKOUT_PROVIDER === 'test') {
    throw new ConfigError(
      'Invalid configuration: CHECKOUT_PROVIDER="test" cannot be used with NODE_ENV=production; set CHECKOUT_PROVIDER=stripe with its keys.',
    );
  }
  // What helps a developer (API docs, readable stack traces in the browser) also maps the
  // attack surface: a production server offers it only when asked to.
  const development = parsed.NODE_ENV !== 'production';
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    API_DOCS: parsed.API_DOCS ?? development,
    SOURCE_MAPS: parsed.SOURCE_MAPS ?? development,
  };
}

/** Loopback and private ranges: where a proxy in front of Trellis connects from. */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(plain);
  return version !== 0 && PRIVATE_NETWORKS.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it. A hop count trusts the first `hops`
 * addresses counted from our own socket, as proxy-addr does, so with 1 the client is the
 * address the one proxy appended, whatever the client wrote before it; but only when the
 * connection itself comes from a loopback or private address, so a client that reaches the
 * port directly cannot choose its address by writing the header.
 */
export function trustedProxies(value: Config['TRUST_PROXY']) {
  if (typeof value !== 'number') return value;
  return (address: string, hop: number) =>
    hop === 0 ? value > 0 && isPrivateAddress(address) : hop < value;
}
