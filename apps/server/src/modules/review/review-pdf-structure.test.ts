import { describe, expect, it } from 'vitest';
import type { ReviewResponse } from '@trellis/shared/review-meeting';
import { renderReviewPdf } from './review-pdf';
import { childRoles, elementsOf, readPdfStructure, taggedLines } from '../../../test/pdf-structure';

// The review summary as a screen reader gets it (issue 23): the structure tree, read back.

const COLUMN_HEADERS = [
  'TH Accommodation',
  'TH Provided',
  'TH Used',
  'TH Rated',
  'TH Suggested',
  'TH The team’s decision',
  'TH Provided by',
];

const item = (index: number): ReviewResponse['items'][number] => ({
  key: `L${index}`,
  title: `Audiobooks ${index}`,
  statement: 'The student will be provided audiobooks.',
  providers: [{ name: 'Ms. Rivera', acknowledgedAt: '2026-11-20T10:00:00.000Z' }],
  figures: { occasions: 8, providedShare: 1, useShare: 0.625, meanRating: 4 },
  student: { views: 0, useShare: null, meanRating: null },
  lastLoggedOn: '2026-11-23',
  suggestion: { decision: 'keep', reason: 'used on most occasions', lowData: false },
  saved: null,
});

const review = (items: number): ReviewResponse => ({
  plan: {
    label: 'J.T.',
    planType: 'IEP',
    grade: null,
    reviewDate: '2026-12-10',
    caseManager: 'Rosa Diaz',
    archived: false,
  },
  from: '2026-10-05',
  to: '2026-11-24',
  items: Array.from({ length: items }, (_, index) => item(index + 1)),
  canDecide: true,
});

describe('the review summary PDF, tagged', () => {
  it('is tagged, titled, in US English, with the page number as page furniture', async () => {
    const structure = await readPdfStructure(await renderReviewPdf(review(2)));
    expect(structure).toMatchObject({
      marked: true,
      title: 'Trellis Review Summary',
      language: 'en-US',
      displaysTitle: true,
      pdfUaPart: '1',
    });
    expect(structure.untaggedText).toEqual(['']);
    expect(structure.artifactText).toEqual(['Trellis Review Summary · J.T. · Page 1 of 1']);
  });

  it('has its title as a heading, then the table: header cells, then a row per item in order', async () => {
    const structure = await readPdfStructure(await renderReviewPdf(review(2)));
    expect(taggedLines(structure, 'H1')).toEqual(['H1 Review summary: J.T.']);
    const [table] = elementsOf(structure, 'Table');
    expect(childRoles(table)).toEqual(['TR', 'TR', 'TR']);
    expect(table?.children.map(childRoles)).toEqual([
      COLUMN_HEADERS.map(() => 'TH'),
      COLUMN_HEADERS.map(() => 'TD'),
      COLUMN_HEADERS.map(() => 'TD'),
    ]);
    expect(taggedLines(structure, 'TH')).toEqual(COLUMN_HEADERS);
    expect(table?.children[1]?.children.map((cell) => cell.text)).toEqual([
      'L1 · Audiobooks 1 Last logged Nov 23',
      '100 % of 8',
      '63 %',
      '4/5',
      'Keep: used on most occasions',
      'Not decided yet Keep · Adjust · Fade · Remove',
      '✓ Ms. Rivera',
    ]);
  });

  it('reads the header cells once when the table runs onto more pages', async () => {
    const structure = await readPdfStructure(await renderReviewPdf(review(40)));
    expect(structure.pages.length).toBeGreaterThan(1);
    expect(taggedLines(structure, 'TH')).toEqual(COLUMN_HEADERS);
    expect(structure.artifactText[1]).toContain('Accommodation Provided Used');
    const firstCells = elementsOf(structure, 'TR')
      .slice(1)
      .map((row) => row.children[0]?.text.split(' Last')[0]);
    expect(firstCells).toEqual(
      Array.from({ length: 40 }, (_, index) => `L${index + 1} · Audiobooks ${index + 1}`),
    );
    expect(structure.untaggedText.join('')).toBe('');
  });
});
