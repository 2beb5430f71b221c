import type { LogEntry, PlanLogResponse } from '@trellis/shared/delivery-log';
import type { ReviewResponse } from '@trellis/shared/review-meeting';
import { planId, studentPlan } from './plan-server';
import { logEntry } from './log-entries';

// A student's log as the monitoring and review tests see it: today is Wednesday Nov 25,
// 2026; Ana provides L1 and A7, Ben L1; B4 was never logged, A7 not since October.

export const PLAN_ID = planId(1);
export const TODAY = '2026-11-25';
export const ANA = '11111111-1111-4111-8111-111111111111';
export const BEN = '22222222-2222-4222-8222-222222222222';

export const LOG_PATH = `/api/v1/plans/${PLAN_ID}/log`;
export const REVIEW_PATH = `/api/v1/plans/${PLAN_ID}/review`;
export const PLAN_PATH = `/api/v1/plans/${PLAN_ID}`;

export const plan = studentPlan(1, { label: 'J.T.' });

/** A stored entry: Ana's full, used, rated 4 week unless `change` says otherwise. */
export function entry(change: Partial<LogEntry>): LogEntry {
  return logEntry({ period: 'week', startsOn: '2026-11-16', implementerId: ANA, ...change });
}

export const ENTRIES: LogEntry[] = [
  entry({ itemKey: 'A7', startsOn: '2026-10-05', rating: 5 }),
  entry({}),
  entry({
    role: 'student',
    implementerId: null,
    loggerName: 'Student’s view',
    provided: null,
    rating: 3,
  }),
  entry({ startsOn: '2026-11-23', provided: 'partly', used: 'no', rating: 2 }),
  entry({
    implementerId: BEN,
    loggerName: 'Ben Ode',
    period: 'day',
    startsOn: '2026-11-24',
    provided: 'not',
    reason: 'A substitute taught the class',
    used: null,
    rating: null,
  }),
];

export function planLog(change: Partial<PlanLogResponse> = {}): PlanLogResponse {
  return {
    label: 'J.T.',
    ownPartOnly: false,
    archived: false,
    entries: ENTRIES,
    items: [
      { key: 'L1', title: 'Text-to-Speech', statement: 'J.T. will be provided text-to-speech.' },
      { key: 'A7', title: 'Breaks During Tests', statement: 'J.T. will have breaks.' },
      { key: 'B4', title: 'Movement Breaks', statement: 'J.T. will move between tasks.' },
    ],
    implementers: [
      { id: ANA, name: 'Ana Ruiz', items: ['L1', 'A7'] },
      { id: BEN, name: 'Ben Ode', items: ['L1'] },
    ],
    canLog: 'all',
    loggableItems: ['L1', 'A7', 'B4'],
    today: TODAY,
    ...change,
  };
}

type ReviewItem = ReviewResponse['items'][number];

const reviewItem = (change: Partial<ReviewItem> & Pick<ReviewItem, 'key' | 'title'>) => ({
  statement: `J.T. will be provided ${change.title.toLowerCase()}.`,
  providers: [],
  figures: { occasions: 0, providedShare: null, useShare: null, meanRating: null },
  student: { views: 0, useShare: null, meanRating: null },
  lastLoggedOn: null,
  suggestion: {
    decision: 'keep' as const,
    reason: 'Too little is logged to suggest a change.',
    lowData: true,
  },
  saved: null,
  ...change,
});

export function review(change: Partial<ReviewResponse> = {}): ReviewResponse {
  return {
    plan: {
      label: 'J.T.',
      planType: 'IEP',
      grade: '3',
      reviewDate: '2026-12-10',
      caseManager: 'Rosa Diaz',
      archived: false,
    },
    from: '2026-09-07',
    to: TODAY,
    items: [
      reviewItem({
        key: 'L1',
        title: 'Text-to-Speech',
        providers: [
          { name: 'Ana Ruiz', acknowledgedAt: '2026-11-02T10:00:00.000Z' },
          { name: 'Ben Ode', acknowledgedAt: null },
        ],
        figures: { occasions: 12, providedShare: 0.92, useShare: 0.3, meanRating: 2 },
        student: { views: 2, useShare: 0.5, meanRating: 3 },
        lastLoggedOn: '2026-11-24',
        suggestion: {
          decision: 'adjust',
          reason:
            'provided 92 % of logged days, used 30 %, rated 2/5: consider adjusting or removing',
          lowData: false,
        },
      }),
      reviewItem({
        key: 'A7',
        title: 'Breaks During Tests',
        saved: {
          decision: 'fade',
          note: 'Fewer breaks after winter',
          decidedBy: 'Rosa Diaz',
          decidedAt: '2026-11-20T15:00:00.000Z',
        },
      }),
    ],
    canDecide: true,
    ...change,
  };
}
