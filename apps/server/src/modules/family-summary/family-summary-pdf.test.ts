import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyLocale } from '@trellis/shared/locales';
import { loadValidContent } from '../../../test/content-fixture';
import { pdfPageCount, pdfTextRuns } from '../../../test/pdf-text';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { type ContentIndex, indexLibrary } from '../../content/content-index';
import { buildFamilySummary, type SummaryPlan } from './family-summary-document';
import { renderFamilySummaryPdf } from './family-summary-pdf';

// The printed family summary (issue 24): a parent reads a usual plan on one or two pages of
// her language, in type no smaller than 9.75 points for the body. Measured over random plans:
// every plan of up to seven items fits two pages, most of eight; longer ones run on.

const NOW = new Date('2026-11-24T09:00:00Z');
const CONTACT = { name: 'Rosa Diaz', email: 'rosa@example.org' };

let content: ContentIndex;
beforeAll(async () => {
  content = indexLibrary((await loadValidContent(DEFAULT_CONTENT_DIR)).library);
});

/**
 * A plan of `count` items spread over the library (so over its categories and groups), one of
 * them a modification, each with the library's usual details (where, when, who).
 */
function usualPlan(count: number): SummaryPlan {
  const entries = content.library.accommodations;
  const modification = entries.find((entry) => entry.section === 'modification');
  if (!modification) throw new Error('the library has no modification');
  const others = entries.filter((entry) => entry.section !== 'modification');
  const step = Math.floor(others.length / (count - 1));
  const picked = [modification, ...others.filter((_, index) => index % step === 0)].slice(0, count);
  return {
    label: 'J.T.',
    planType: 'IEP',
    grade: '4',
    reviewDate: '2027-03-15',
    state: {
      strengths: [],
      needs: [],
      plan: picked.map((entry) => ({ key: entry.key, title: entry.title })),
    },
  };
}

async function pdfOf(plan: SummaryPlan, locales: FamilyLocale[]) {
  const summaries = locales.map((locale) =>
    buildFamilySummary(content, plan, CONTACT, NOW, locale),
  );
  return renderFamilySummaryPdf({
    language: locales.length > 1 ? 'en-es' : (locales[0] ?? 'en'),
    summaries,
  });
}

describe('the family summary PDF', () => {
  it('fits a seven-item plan on two pages in English and in Spanish, four for both', async () => {
    const plan = usualPlan(7);
    expect(await pdfPageCount(await pdfOf(plan, ['en']))).toBeLessThanOrEqual(2);
    expect(await pdfPageCount(await pdfOf(plan, ['es']))).toBeLessThanOrEqual(2);
    expect(await pdfPageCount(await pdfOf(plan, ['en', 'es']))).toBeLessThanOrEqual(4);
  });

  it('sets every item’s family text at 9.75 points or more, however long the plan', async () => {
    const plan = usualPlan(24);
    const pdf = await pdfOf(plan, ['es']);
    const runs = await pdfTextRuns(pdf);
    const summary = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    const texts = summary.school.groups.flatMap((group) => group.items.map((item) => item.text));
    // A text's first words start a run of their own after the bold title.
    for (const text of texts) {
      const opening = text.split(' ').slice(0, 3).join(' ');
      const run = runs.find((candidate) => candidate.text.includes(opening));
      expect(run?.size, opening).toBeGreaterThanOrEqual(9.75 - 0.01);
    }
    expect(await pdfPageCount(pdf)).toBeGreaterThan(2);
  });
});
