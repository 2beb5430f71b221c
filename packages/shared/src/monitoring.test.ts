import { describe, expect, it } from 'vitest';
import type { LogEntry } from './delivery-log';
import {
  lastDayOf,
  lastLoggedDay,
  percentText,
  ratingText,
  roundedPercent,
  roundedRating,
  rateFigures,
  summariseLog,
  weeksBetween,
} from './monitoring';

type Entry = Parameters<typeof rateFigures>[0][number];

function entry(overrides: Partial<LogEntry>): Entry {
  return {
    itemKey: 'L1',
    period: 'day',
    startsOn: '2026-11-16',
    role: 'implementer',
    implementerId: 'a',
    provided: 'full',
    used: 'yes',
    rating: 4,
    ...overrides,
  };
}

const items = [
  { key: 'L1', title: 'Text-to-Speech' },
  { key: 'A1', title: 'Extended Time' },
];

describe('rateFigures', () => {
  it('counts fully as one, partly as a half and not as nothing', () => {
    const figures = rateFigures([
      entry({ provided: 'full' }),
      entry({ provided: 'partly' }),
      entry({ provided: 'not', used: null, rating: null }),
      entry({ provided: 'full' }),
    ]);
    expect(figures.occasions).toBe(4);
    expect(figures.providedShare).toBeCloseTo(2.5 / 4);
  });

  it('takes use only from occasions it was provided and answered', () => {
    const figures = rateFigures([
      entry({ used: 'yes' }),
      entry({ used: 'no' }),
      entry({ used: null }),
      entry({ provided: 'not', used: null, rating: null }),
    ]);
    expect(figures.useShare).toBe(0.5);
  });

  it('averages only the rated occasions and leaves the student view out', () => {
    const figures = rateFigures([
      entry({ rating: 5 }),
      entry({ rating: 2 }),
      entry({ rating: null }),
      entry({ role: 'student', provided: null, rating: 1 }),
    ]);
    expect(figures.occasions).toBe(3);
    expect(figures.meanRating).toBe(3.5);
  });

  it('has no figures without occasions', () => {
    expect(rateFigures([])).toEqual({
      occasions: 0,
      providedShare: null,
      useShare: null,
      meanRating: null,
    });
  });
});

describe('summariseLog', () => {
  const log: Entry[] = [
    entry({ startsOn: '2026-11-02', implementerId: 'a' }),
    entry({
      startsOn: '2026-11-03',
      implementerId: 'b',
      provided: 'partly',
      used: 'no',
      rating: 2,
    }),
    entry({ startsOn: '2026-11-16', period: 'week', implementerId: 'a' }),
    entry({ role: 'student', provided: null, used: 'yes', rating: 5, implementerId: null }),
    entry({ itemKey: 'A1', startsOn: '2026-10-01', implementerId: 'b' }),
  ];

  it('gives each item its figures, weeks and student view, in the order of the items', () => {
    const [l1, a1] = summariseLog(log, items, {}, '2026-11-24');
    expect(l1?.key).toBe('L1');
    expect(l1?.occasions).toBe(3);
    expect(l1?.providedShare).toBeCloseTo(2.5 / 3);
    expect(l1?.student).toEqual({ views: 1, useShare: 1, meanRating: 5 });
    expect(a1?.occasions).toBe(1);
    // From the first logged week (Sep 28) to today's week.
    expect(l1?.weeks[0]?.weekStart).toBe('2026-09-28');
    expect(l1?.weeks.at(-1)?.weekStart).toBe('2026-11-23');
    const week = l1?.weeks.find((figures) => figures.weekStart === '2026-11-02');
    expect(week?.occasions).toBe(2);
    expect(week?.useShare).toBe(0.5);
  });

  it('filters by implementer and by range, a week counting when any of its days is in it', () => {
    const [l1] = summariseLog(log, items, { implementerId: 'a' }, '2026-11-24');
    expect(l1?.occasions).toBe(2);
    const [ranged] = summariseLog(
      log,
      items,
      { from: '2026-11-20', to: '2026-11-24' },
      '2026-11-24',
    );
    expect(ranged?.occasions).toBe(1);
    expect(ranged?.weeks.map((week) => week.weekStart)).toEqual(['2026-11-16', '2026-11-23']);
  });

  it('tells the items nobody logged lately, whatever the filter', () => {
    const [l1, a1] = summariseLog(log, items, { implementerId: 'zzz' }, '2026-11-24');
    expect(l1?.lastLoggedOn).toBe('2026-11-22');
    expect(l1?.notLoggedLately).toBe(false);
    expect(a1?.notLoggedLately).toBe(true);
    const [never] = summariseLog([], items, {}, '2026-11-24');
    expect(never?.lastLoggedOn).toBeNull();
    expect(never?.notLoggedLately).toBe(true);
    expect(never?.weeks).toEqual([]);
  });

  it('never puts the last logged day after today, though a week runs on to its Sunday', () => {
    const thisWeek = [entry({ period: 'week', startsOn: '2026-11-23' })];
    expect(summariseLog(thisWeek, items, {}, '2026-11-24')[0]?.lastLoggedOn).toBe('2026-11-24');
    expect(summariseLog(thisWeek, items, {}, '2026-12-03')[0]?.lastLoggedOn).toBe('2026-11-29');
    // Tomorrow may be logged (a school ahead of the server's UTC date): it counts as today.
    const tomorrow = [entry({ startsOn: '2026-11-25' })];
    expect(summariseLog(tomorrow, items, {}, '2026-11-24')[0]?.lastLoggedOn).toBe('2026-11-24');
  });

  it('is late exactly after the days allowed', () => {
    const day = [entry({ startsOn: '2026-11-10' })];
    expect(summariseLog(day, items, {}, '2026-11-24')[0]?.notLoggedLately).toBe(false);
    expect(summariseLog(day, items, {}, '2026-11-25')[0]?.notLoggedLately).toBe(true);
  });
});

describe('dates and words', () => {
  it('ends a week on its Sunday and lists Mondays', () => {
    expect(lastDayOf({ period: 'week', startsOn: '2026-11-23' })).toBe('2026-11-29');
    expect(lastDayOf({ period: 'day', startsOn: '2026-11-24' })).toBe('2026-11-24');
    expect(lastLoggedDay({ period: 'week', startsOn: '2026-11-23' }, '2026-11-24')).toBe(
      '2026-11-24',
    );
    expect(lastLoggedDay({ period: 'week', startsOn: '2026-11-16' }, '2026-11-24')).toBe(
      '2026-11-22',
    );
    expect(lastLoggedDay({ period: 'day', startsOn: '2026-11-25' }, '2026-11-24')).toBe(
      '2026-11-24',
    );
    expect(weeksBetween('2026-11-25', '2026-12-07')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
  });

  it('writes shares and ratings for people', () => {
    expect(percentText(0.916)).toBe('92 %');
    expect(percentText(null)).toBe('—');
    expect(ratingText(2)).toBe('2/5');
    expect(ratingText(3.46)).toBe('3.5/5');
  });

  // Means of whole answers, whose halves binary arithmetic puts a hair either side of .5:
  // each is rounded half up as its exact fraction would be, the same in text and in numbers.
  it.each([
    { rating: 51 / 20, rounded: 2.6, text: '2.6/5' },
    { rating: 49 / 20, rounded: 2.5, text: '2.5/5' },
    { rating: 7 / 2, rounded: 3.5, text: '3.5/5' },
    { rating: 3.44, rounded: 3.4, text: '3.4/5' },
    { rating: 1, rounded: 1, text: '1/5' },
  ])('rounds the rating $rating to $rounded', ({ rating, rounded, text }) => {
    expect(roundedRating(rating)).toBe(rounded);
    expect(ratingText(rating)).toBe(text);
  });

  it.each([
    { share: 23 / 40, rounded: 58, text: '58 %' },
    { share: 29 / 200, rounded: 15, text: '15 %' },
    { share: 0.5, rounded: 50, text: '50 %' },
    { share: 0.004, rounded: 0, text: '0 %' },
    { share: 1, rounded: 100, text: '100 %' },
  ])('rounds the share $share to $rounded %', ({ share, rounded, text }) => {
    expect(roundedPercent(share)).toBe(rounded);
    expect(percentText(share)).toBe(text);
  });
});
