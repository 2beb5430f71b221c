import { describe, expect, it } from 'vitest';
import { renderCardPdf } from './card-pdf';
import type { CardContent } from './cards.service';
import { elementsOf, readPdfStructure, taggedLines } from '../../../test/pdf-structure';

// The teacher card as a screen reader gets it (issue 23): the structure tree, read back.

const item = (index: number) => ({
  key: `L${index}`,
  title: `Audiobooks ${index}`,
  statement: `The student will be provided audiobooks for grade-level texts (${index}).`,
  appliesTo: 'Instruction and classroom tests',
  howTo: 'Not printed.',
  watchFor: 'Watch whether the student follows the print.',
});

const card = (items: number): CardContent => ({
  student: 'J.T.',
  implementer: { name: 'Ms. Rivera', classOrPeriod: 'Period 2' },
  items: Array.from({ length: items }, (_, index) => item(index + 1)),
  contact: { name: 'Rosa Diaz', email: 'rosa@school.example.org' },
});

describe('the teacher card PDF, tagged', () => {
  it('is tagged, titled, in US English, with the page number as page furniture', async () => {
    const structure = await readPdfStructure(await renderCardPdf(card(2)));
    expect(structure).toMatchObject({
      marked: true,
      title: 'Trellis Teacher Card',
      language: 'en-US',
      displaysTitle: true,
      pdfUaPart: '1',
      bookmarks: [],
    });
    expect(structure.untaggedText).toEqual(['']);
    expect(structure.artifactText).toEqual(['Trellis Teacher Card · J.T. · Page 1 of 1']);
  });

  it('has the title, each item and who to ask as headings, each item’s text after it', async () => {
    const structure = await readPdfStructure(await renderCardPdf(card(2)));
    expect(taggedLines(structure, 'H1', 'H2', 'P')).toEqual([
      'P Trellis',
      'H1 Accommodations at a glance',
      'P Student: J.T.',
      'P For: Ms. Rivera, Period 2',
      'P Provide each of these for J.T. every time it applies, and note what you see.',
      'H2 L1 · Audiobooks 1',
      'P The student will be provided audiobooks for grade-level texts (1).',
      'P Where it applies: Instruction and classroom tests',
      'P What to watch for: Watch whether the student follows the print.',
      'H2 L2 · Audiobooks 2',
      'P The student will be provided audiobooks for grade-level texts (2).',
      'P Where it applies: Instruction and classroom tests',
      'P What to watch for: Watch whether the student follows the print.',
      'H2 Who to ask',
      'P Rosa Diaz, case manager · rosa@school.example.org',
    ]);
  });

  it('bookmarks the items when the card runs past one page', async () => {
    const structure = await readPdfStructure(await renderCardPdf(card(30)));
    expect(structure.pages.length).toBeGreaterThan(1);
    expect(structure.bookmarks).toEqual([
      ...Array.from({ length: 30 }, (_, index) => `L${index + 1} · Audiobooks ${index + 1}`),
      'Who to ask',
    ]);
    expect(elementsOf(structure, 'H2')).toHaveLength(31);
    expect(structure.untaggedText.join('')).toBe('');
  });
});
