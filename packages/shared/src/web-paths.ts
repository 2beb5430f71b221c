/**
 * Every page of the web app (spec §2) in one place. The web app links through these, never by
 * literal, and the server builds the links it e-mails or redirects to from the same table.
 */
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
  students: {
    /** My Students: every plan of the user's caseload. */
    list: '/students',
    /** One student's plan (My Plan for that student): a link that opens the right one. */
    plan: (id: string) => `/students/${encodeURIComponent(id)}/plan`,
    /** The builder, on that student. */
    builder: (id: string) => `/students/${encodeURIComponent(id)}/builder`,
    /** The student's delivery log: charts, tables, filters, and logging signed in. */
    monitoring: (id: string) => `/students/${encodeURIComponent(id)}/monitoring`,
    /** The one-page review summary and the team's decisions. */
    review: (id: string) => `/students/${encodeURIComponent(id)}/review`,
    /** The plan told to the family, in English, Spanish or both (issue 24). */
    familySummary: (id: string) => `/students/${encodeURIComponent(id)}/family-summary`,
  },
  profile: '/my-profile',
  /** My Account: the licence, its end date and the way to renew (decision 019). */
  account: '/my-account',
  /** The district console (issue 19): for the district's administrators. */
  district: {
    staff: '/district',
    access: '/district/access',
    usage: '/district/usage',
    records: '/district/records',
  },
  /** The operator console (issue 19): for the people who run Trellis. */
  operator: {
    districts: '/operator',
    estimates: '/operator/estimates',
    subscriptions: '/operator/subscriptions',
    system: '/operator/system',
    activity: '/operator/activity',
    /** A district's single sign-on: who may join and its identity providers (issue 21). */
    districtSso: (id: string) => `/operator/districts/${encodeURIComponent(id)}/sso`,
  },
  /** A district's own sign-in address: its "Sign in with …" buttons (issue 21). */
  sso: (slug: string) => `/sso/${encodeURIComponent(slug)}`,
  /** The sign-in page telling why a single sign-on ended without a session. */
  ssoFailed: (code: string) => `/?sso=${encodeURIComponent(code)}`,
  register: {
    choose: '/register',
    individual: '/register/individual',
    district: '/register/district',
    code: '/register/code',
    complete: '/register/complete',
    /** Complete Registration with the single-use key from the e-mail. */
    completeWithKey: (key: string) => `/register/complete?key=${encodeURIComponent(key)}`,
    /** Where a payment provider sends the buyer back: the link itself comes by e-mail. */
    completeAfterPayment: (purpose: 'new' | 'renewal') => `/register/complete?paid=${purpose}`,
  },
  privacy: '/privacy',
  terms: '/terms',
  /** The accessibility statement: what works, known limitations, how to report a problem. */
  accessibility: '/accessibility',
  /** The Accessibility Conformance Report: a static page of the web build, not a route. */
  accessibilityReport: '/accessibility/conformance-report.html',
  passwordReset: '/pwreset',
  passwordResetForm: (token: string) => `/pwreset-form/${encodeURIComponent(token)}`,
  /** An implementer's teacher card, opened from the e-mailed link without an account. */
  card: (token: string) => `/card/${encodeURIComponent(token)}`,
  /** An implementer's delivery log, opened from a weekly reminder's link without an account. */
  log: (token: string) => `/log/${encodeURIComponent(token)}`,
} as const;
