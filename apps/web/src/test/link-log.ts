import type { LinkLogResponse } from '@trellis/shared/delivery-log';
import type { CardResponse } from '@trellis/shared/implementers';

// What the card and link log tests answer for `GET /cards/:token` and `GET /cards/:token/log`.

export const TOKEN = 'Abc_def-123'.padEnd(43, 'x');
export const CARD_PATH = `/api/v1/cards/${TOKEN}`;
export const LOG_PATH = `${CARD_PATH}/log`;
/** The server's date in these tests: a Tuesday. */
export const TODAY = '2026-11-24';

export const linkLog = (change: Partial<LinkLogResponse> = {}): LinkLogResponse => ({
  student: 'J.T.',
  implementer: { name: 'Ana Ruiz', classOrPeriod: 'Period 3 Biology' },
  items: [
    {
      key: 'L1',
      title: 'Text-to-Speech',
      statement: 'During biology, J.T. will be provided text-to-speech software.',
    },
    { key: 'A28', title: 'Extended Time on Tests', statement: 'J.T. will have 1.5× time.' },
  ],
  entries: [],
  remindersPaused: false,
  today: TODAY,
  ...change,
});

/** The card `GET /cards/:token` answers: Ana's, with one item, not yet confirmed. */
export const card = (change: Partial<CardResponse> = {}): CardResponse => ({
  student: 'J.T.',
  implementer: { name: 'Ana Ruiz', classOrPeriod: 'Period 3 Biology' },
  items: [
    {
      key: 'L1',
      title: 'Text-to-Speech',
      statement: 'During biology, J.T. will be provided text-to-speech software.',
      appliesTo: 'Instruction, classroom tests',
      howTo: 'Let the student **listen** to the text.',
      watchFor: 'Headphones that do not work; the student turning the voice off in class.',
    },
  ],
  contact: { name: 'Rosa Diaz', email: 'rosa@example.org' },
  acknowledgedAt: null,
  expiresAt: '2027-03-24T12:00:00.000Z',
  ...change,
});
