import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustedProxies } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      CHECKOUT_PROVIDER: 'test',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://trellis.example.org/' }).PUBLIC_URL).toBe(
      'https://trellis.example.org',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT="abc": expected a whole number from 1 to 65535'],
    ['PORT', '70000', 'PORT="70000": expected a whole number from 1 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL="mysql://x": expected a postgres://'],
    ['SMTP_URL', 'nonsense', 'SMTP_URL="nonsense": expected an smtp://'],
    ['PUBLIC_URL', 'ftp://x', 'PUBLIC_URL="ftp://x": expected an http:// or https:// address'],
    ['CHECKOUT_PROVIDER', 'paypal', 'CHECKOUT_PROVIDER="paypal": expected test or stripe'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY="maybe": expected false, a number of proxies (e.g. 1)'],
    ['TRUST_PROXY', '10.0.0.5,nowhere', 'TRUST_PROXY="10.0.0.5,nowhere": expected false'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY="10.0.0.0/33": expected false'],
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY="true": true would let any client choose its own address with X-Forwarded-For; write the number of proxies in front of Trellis (e.g. 1) or their addresses',
    ],
    ['SUPPORT_EMAIL', 'nobody', 'SUPPORT_EMAIL="nobody": expected an e-mail address'],
  ])('rejects %s=%s with one line naming the variable', (name, value, expected) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it('keeps API docs and source maps off in production unless enabled', () => {
    expect(loadConfig({})).toMatchObject({ API_DOCS: true, SOURCE_MAPS: true });
    const stripe = {
      CHECKOUT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const production = { NODE_ENV: 'production', ...stripe };
    expect(loadConfig(production)).toMatchObject({ API_DOCS: false, SOURCE_MAPS: false });
    expect(loadConfig({ ...production, API_DOCS: 'true', SOURCE_MAPS: '1' })).toMatchObject({
      API_DOCS: true,
      SOURCE_MAPS: true,
    });
  });

  it('refuses the test checkout on a production server, in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Invalid configuration: CHECKOUT_PROVIDER="test" cannot be used with NODE_ENV=production; set CHECKOUT_PROVIDER=stripe with its keys.',
      ),
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(
      loadConfig({ NODE_ENV: 'production', CHECKOUT_PROVIDER: 'stripe', ...stripe })
        .CHECKOUT_PROVIDER,
    ).toBe('stripe');
  });

  it('takes TRUST_PROXY as false, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,::1 ,fd00::/8' }).TRUST_PROXY).toEqual(
      ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8'],
    );
  });

  it('trusts exactly the given number of hops from our own socket', () => {
    const trust = trustedProxies(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('5.6.7.8', 1)).toBe(false);
    expect(trustedProxies(false)).toBe(false);
    expect(trustedProxies(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });

  it('takes SSO_SECRET_KEY as 32 bytes in base64 or hex, and names a wrong one', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfig({ SSO_SECRET_KEY: bytes.toString('base64') }).SSO_SECRET_KEY).toEqual(bytes);
    expect(loadConfig({ SSO_SECRET_KEY: bytes.toString('hex') }).SSO_SECRET_KEY).toEqual(bytes);
    expect(loadConfig({}).SSO_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ SSO_SECRET_KEY: 'short' })).toThrow(
      /SSO_SECRET_KEY=.*openssl rand -base64 32/,
    );
  });

  it('names every bad variable on the same line', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT="x".*; LOG_LEVEL="loud": expected one of/,
    );
  });
});
