import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('secrets sealed for the database', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('client-secret-Ω');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed)).toBe('client-secret-Ω');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = box.seal('secret');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => box.open('plain')).toThrow('Not a sealed secret');
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
