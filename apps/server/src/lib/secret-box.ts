import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets kept in the database (an identity provider's client secret) with
 * AES-256-GCM under a key from the environment (SSO_SECRET_KEY), so a copy of the database
 * or a backup alone does not reveal them. Stored as `v1:<iv>:<tag>:<ciphertext>` in base64url;
 * the version leaves room for a new key or scheme later.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  /** The plain text, or an error when the value was sealed under another key or altered. */
  open(stored: string): string {
    const [version, iv, tag, sealed, ...rest] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || sealed === undefined || rest.length > 0) {
      throw new Error('Not a sealed secret');
    }
    // The full 16-byte tag only: a shortened one would make forging easier.
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

const boxes = new WeakMap<Buffer, SecretBox>();

/** The box for SSO_SECRET_KEY, or null when the key is not set (single sign-on is then off). */
export function ssoSecretBox(config: { SSO_SECRET_KEY?: Buffer | undefined }): SecretBox | null {
  const key = config.SSO_SECRET_KEY;
  if (!key) return null;
  let box = boxes.get(key);
  if (!box) boxes.set(key, (box = new SecretBox(key)));
  return box;
}
