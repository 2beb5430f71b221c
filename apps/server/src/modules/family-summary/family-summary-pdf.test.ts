import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetails } from '@trellis/shared/item-details';
import type { FamilyLocale } from '@trellis/shared/locales';
import { loadValidContent } from '../../../test/content-fixture';
import { childRoles, elementsOf, readPdfStructure } from '../../../test/pdf-structure';
import { pdfPageCount, pdfText, pdfTextRuns } from '../../../test/pdf-text';
import { DEFAULT_CONTENT_DIR } from '../../config';
import { type ContentIndex, indexLibrary } from '../../content/content-index';
import { buildFamilySummary, type SummaryPlan } from './family-summary-document';
import { renderFamilySummaryPdf } from './family-summary-pdf';

// The printed family summary (issue 24, decisions 028 and 030): a parent reads a usual plan on
// one or two pages of her language, in type no smaller than 9.75 points for the body, its
// letters narrowed before a third page. Measured over random plans from the library: a plan
// of up to eleven items fits two pages in English and in Spanish (20 of 20), twelve items 20
// and 17 of 20; longer ones run on.

const NOW = new Date('2026-11-24T09:00:00Z');
const CONTACT = { name: 'Rosa Diaz', email: 'rosa@example.org' };

let content: ContentIndex;
beforeAll(async () => {
  content = indexLibrary((await loadValidContent(DEFAULT_CONTENT_DIR)).library);
});

/** J.T.'s fourth-grade IEP holding `plan`. */
function iepOf(plan: SummaryPlan['state']['plan']): SummaryPlan {
  return {
    label: 'J.T.',
    planType: 'IEP',
    grade: '4',
    reviewDate: '2027-03-15',
    state: { strengths: [], needs: [], plan },
  };
}

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
  return iepOf(picked.map((entry) => ({ key: entry.key, title: entry.title })));
}

/** Details as a team types them, for the items it edits. */
function typed(details: Omit<ItemDetails, 'statement'>): ItemDetails {
  return { ...details, statement: null };
}

/**
 * A usual ten-item IEP as a team writes one: supports in class, on tests, for behaviour and
 * one modification, most with the library's details, three with the team's own (one used on
 * the state test). Its Spanish summary is among the longer of its size.
 */
function tenItemPlan(): SummaryPlan {
  const edited: Record<string, ItemDetails> = {
    L1: typed({
      setting: 'science and social studies',
      when: 'for textbook chapters and handouts',
      amount: '',
      provider: '',
      appliesTo: ['instruction', 'classroom-tests'],
    }),
    A28: typed({
      setting: 'math, science and social studies',
      when: 'for unit tests and quizzes',
      amount: 'time and a half',
      provider: 'Ms. Lopez, special education teacher',
      appliesTo: ['classroom-tests', 'state-tests'],
    }),
    B7: typed({
      setting: 'math and reading blocks',
      when: '',
      amount: 'a 3-minute walk after every 20 minutes of seated work',
      provider: 'the classroom teacher',
      appliesTo: ['instruction'],
    }),
  };
  const keys = ['L1', 'L10', 'C1', 'C9', 'A28', 'A21', 'A6', 'B7', 'B17', 'C40'];
  return iepOf(
    keys.map((key) => ({
      key,
      title: content.accommodation(key)?.title ?? key,
      ...(edited[key] ? { details: edited[key] } : {}),
    })),
  );
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

/** Two pages in English, two in Spanish, four for both. */
async function expectTwoPagesPerLanguage(plan: SummaryPlan) {
  expect(await pdfPageCount(await pdfOf(plan, ['en']))).toBeLessThanOrEqual(2);
  expect(await pdfPageCount(await pdfOf(plan, ['es']))).toBeLessThanOrEqual(2);
  expect(await pdfPageCount(await pdfOf(plan, ['en', 'es']))).toBeLessThanOrEqual(4);
}

/** The fonts a PDF embeds, by name (pdfkit writes font dictionaries uncompressed). */
function fontsOf(pdf: Buffer): Set<string> {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g);
  return new Set([...names].map((match) => match[1] ?? ''));
}

describe('the family summary PDF', () => {
  it('fits a seven-item plan on two pages in English and in Spanish, four for both', async () => {
    const plan = usualPlan(7);
    await expectTwoPagesPerLanguage(plan);
  });

  it('fits a usual ten-item plan on two pages in English and in Spanish, four for both', async () => {
    const plan = tenItemPlan();
    const spanish = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    // The plan is what it says: every group, the team's details, the state test.
    expect(spanish.school.groups.map((group) => group.id)).toEqual([
      'in-class',
      'on-tests',
      'behavior-and-routines',
      'changes-to-learning',
    ]);
    expect(spanish.school.groups.flatMap((group) => group.items)).toHaveLength(10);
    expect(spanish.glossary.terms.map((term) => term.term)).toContain('examen estatal');
    await expectTwoPagesPerLanguage(plan);
  });

  it('sets a plan that fits in the standard letters, and narrows them only when it would not', async () => {
    const ten = await pdfOf(tenItemPlan(), ['es']);
    expect(fontsOf(ten)).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
    // Twelve items in Spanish run on to a third page in the standard letters.
    const twelve = await pdfOf(usualPlan(12), ['es']);
    expect(fontsOf(twelve)).toEqual(new Set(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']));
  });

  it('fits a twelve-item plan on two pages in English and in Spanish, four for both', async () => {
    await expectTwoPagesPerLanguage(usualPlan(12));
  });

  it('prints every item’s family text, the team’s details and every home tip in full', async () => {
    const plan = tenItemPlan();
    const summary = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    const text = await pdfText(await pdfOf(plan, ['es']));
    const items = summary.school.groups.flatMap((group) => group.items);
    for (const item of items) {
      expect(text).toContain(item.text);
      for (const detail of item.details) expect(text).toContain(detail.value);
    }
    for (const tip of summary.home.tips) expect(text).toContain(`${tip.title}: ${tip.text}`);
    for (const question of summary.questions.items) expect(text).toContain(question);
  });

  it('prints the library’s details in Spanish and marks the team’s own words as English', async () => {
    const plan = tenItemPlan();
    const summary = buildFamilySummary(content, plan, CONTACT, NOW, 'es');
    const structure = await readPdfStructure(await pdfOf(plan, ['es']));
    const paragraphs = elementsOf(structure, 'P');
    const itemsByKey = new Map(
      summary.school.groups.flatMap((group) => group.items).map((item) => [item.key, item]),
    );
    // L10 keeps the library's details: one line, in the document's language.
    const usual = itemsByKey.get('L10')?.details ?? [];
    expect(usual.length).toBeGreaterThan(0);
    for (const detail of usual) {
      const line = paragraphs.find((node) =>
        node.text.includes(`${detail.label}: ${detail.value}`),
      );
      expect(line, detail.value).toBeDefined();
      expect(line?.lang).toBeUndefined();
    }
    // A28's details are the team's: a line of their own, marked English.
    const typedLine = paragraphs.find((node) => node.text.includes('time and a half'));
    expect(typedLine?.lang).toBe('en-US');
    expect(typedLine?.text).toContain('Ms. Lopez, special education teacher');
    expect(typedLine?.text).not.toContain('Se usa');
  });

  it('lists the home tips with the item’s title as a bold label, and the questions, as tagged lists', async () => {
    const plan = tenItemPlan();
    const summary = buildFamilySummary(content, plan, CONTACT, NOW, 'en');
    const structure = await readPdfStructure(await pdfOf(plan, ['en']));
    const lists = elementsOf(structure, 'L');
    // A list running onto a new page shows up on each page it is on.
    const items = lists.flatMap((list) => list.children);
    expect(new Set(items.map((item) => item.role))).toEqual(new Set(['LI']));
    expect(elementsOf(structure, 'Lbl').map((label) => label.text)).toEqual(
      summary.home.tips.map((tip) => `${tip.title}:`),
    );
    const tip = items.find((item) => item.text.startsWith(summary.home.tips[0]?.title ?? '-'));
    expect(childRoles(tip)).toEqual(['Lbl', 'LBody']);
    const question = items.find((item) => item.text === summary.questions.items[0]);
    expect(childRoles(question)).toEqual(['LBody']);
  });

  it('explains only the words the summary uses, in its glossary', async () => {
    // The glossary runs in two columns: its paragraphs are read from the tags, whole.
    const paragraphsOf = async (plan: SummaryPlan) =>
      elementsOf(await readPdfStructure(await pdfOf(plan, ['en'])), 'P')
        .map((node) => node.text)
        .join('\n');
    const meaning = (id: string) => {
      const term = content.library.family.glossary.find((entry) => entry.id === id);
      if (!term) throw new Error(`no glossary term ${id}`);
      return term.en.meaning;
    };
    const classOnly = content.library.accommodations
      .filter(
        (entry) =>
          entry.section !== 'modification' &&
          entry.statement.appliesTo.length === 1 &&
          entry.statement.appliesTo[0] === 'instruction',
      )
      .slice(0, 3)
      .map((entry) => ({ key: entry.key, title: entry.title }));
    const plain: SummaryPlan = {
      ...tenItemPlan(),
      planType: '504',
      state: { strengths: [], needs: [], plan: classOnly },
    };
    const plainText = await paragraphsOf(plain);
    expect(plainText).toContain(meaning('plan-504'));
    expect(plainText).toContain(meaning('accommodation'));
    for (const unused of ['iep', 'modification', 'state-test', 'special-education']) {
      expect(plainText, unused).not.toContain(meaning(unused));
    }
    const fullText = await paragraphsOf(tenItemPlan());
    for (const used of ['iep', 'accommodation', 'modification', 'state-test']) {
      expect(fullText, used).toContain(meaning(used));
    }
    // The contact section names the case manager and says the family is on the team.
    for (const text of [plainText, fullText]) {
      expect(text).not.toContain(meaning('case-manager'));
      expect(text).not.toContain(meaning('iep-team'));
      expect(text).toContain('Rosa Diaz is the case manager');
    }
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
