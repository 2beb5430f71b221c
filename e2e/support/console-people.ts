// The people of the console specs (issue 19), created by the operator's CLI before the
// server starts: a district of their own (its code is rotated in a test, so it must not be
// the demo district others register with), its administrator, and an operator.

export const ADMIN_DISTRICT = { name: 'Cedar Valley Schools', code: 'CEDAR001' };

export const DISTRICT_ADMIN = {
  email: 'admin@cedar-valley.example.org',
  password: 'cedar-valley-lantern',
  firstName: 'Maya',
  lastName: 'Castillo',
};

export const OPERATOR = {
  email: 'operator@trellis.example.org',
  password: 'harbor-signal-compass',
  firstName: 'Owen',
  lastName: 'Pratt',
};

const person = (who: typeof DISTRICT_ADMIN) => [
  '--email',
  who.email,
  '--first',
  who.firstName,
  '--last',
  who.lastName,
  '--password',
  who.password,
];

/** The CLI commands, in order, that make them. */
export const CONSOLE_PEOPLE: string[][] = [
  [
    'create-district',
    '--name',
    ADMIN_DISTRICT.name,
    '--code',
    ADMIN_DISTRICT.code,
    '--expires',
    '2099-07-31',
  ],
  ['create-user', ...person(DISTRICT_ADMIN), '--district', ADMIN_DISTRICT.code, '--district-admin'],
  ['create-user', ...person(OPERATOR), '--operator'],
];
