import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './downloads';

describe('attachmentDisposition', () => {
  it('names a plain file the same way twice', () => {
    expect(attachmentDisposition('trellis-log-j-t-2026-11-24.csv')).toBe(
      `attachment; filename="trellis-log-j-t-2026-11-24.csv"; filename*=UTF-8''trellis-log-j-t-2026-11-24.csv`,
    );
  });

  it('keeps the plain name ASCII and quotable, and the UTF-8 name whole (RFC 6266)', () => {
    expect(attachmentDisposition('Zoë "x" (1).pdf')).toBe(
      `attachment; filename="Zo_ _x_ (1).pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22%20%281%29.pdf`,
    );
  });
});
