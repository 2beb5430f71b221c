import { EMAIL_MAX } from '@trellis/shared/auth';

// Looser than the registration form's pattern: a provider may hand us a school's address on
// any top-level domain (.academy, .school), which that form's 2-4 letter ending would refuse.
const ADDRESS = /^[^\s@\p{Cc}]+@([^\s@\p{Cc}]+\.[^\s@\p{Cc}]+)$/u;

/** The lower-case domain of an e-mail address, or null when it is not one. */
export function emailDomain(address: string): string | null {
  if (address.length > EMAIL_MAX) return null;
  const domain = ADDRESS.exec(address)?.[1];
  return domain ? domain.toLowerCase() : null;
}
