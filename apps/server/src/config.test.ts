import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY="maybe": expected true or false'],
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

  it('names every bad variable on the same line', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT="x".*; LOG_LEVEL="loud": expected one of/,
    );
  });
});
