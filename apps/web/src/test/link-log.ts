import type { LinkLogResponse } from '@trellis/shared/delivery-log';

// What the link log tests answer for `GET /cards/:token/log`.

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
