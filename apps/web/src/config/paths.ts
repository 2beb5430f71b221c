/** Every route of spec §2 in one place; components link through these, never by literal. */
export const paths = {
  signIn: '/',
  dashboard: '/dashboard',
  builder: {
    strengths: '/builder/strengths',
    needs: '/builder/needs',
    prioritize: '/builder/prioritize',
    select: '/builder/select',
    export: '/builder/export',
  },
  browse: '/browser/topics',
  search: '/search',
  plan: '/plan',
  profile: '/my-profile',
  register: {
    choose: '/register',
    individual: '/register/individual',
    district: '/register/district',
    code: '/register/code',
    complete: '/register/complete',
  },
  privacy: '/privacy',
  terms: '/terms',
  passwordReset: '/pwreset',
  passwordResetForm: (token: string) => `/pwreset-form/${encodeURIComponent(token)}`,
} as const;

/** A public page with courses on accommodations for educators (header menu). */
export const PROFESSIONAL_DEVELOPMENT_URL = 'https://iris.peabody.vanderbilt.edu/';
