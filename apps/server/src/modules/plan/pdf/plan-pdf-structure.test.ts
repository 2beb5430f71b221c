import { beforeAll, describe, expect, it } from 'vitest';
import { PlanExportBodySchema } from '@trellis/shared/plan-export';
import { indexLibrary } from '../../../content/content-index';
import { type PlanDocument, buildPlanDocument } from '../plan-document';
import { renderDataFormPdf } from './data-form-pdf';
import { renderPlanPdf } from './plan-pdf';
import { loadValidContent } from '../../../../test/content-fixture';
import {
  type PdfStructure,
  childRoles,
  elementsOf,
  readPdfStructure,
  taggedLines,
} from '../../../../test/pdf-structure';

// The plan and the data form as a screen reader gets them (issue 23): the structure tree,
// read back from the PDF.

const PLAN = ['L1', 'A1', 'B1'];
let plan: PlanDocument;

beforeAll(async () => {
  const { library } = await loadValidContent();
  plan = buildPlanDocument(
    indexLibrary(library),
    PlanExportBodySchema.parse({
      studentName: 'Jordan Lee',
      builder: {
        strengths: [
          { id: 'visual-learner', name: 'Visual Learner' },
          { id: 'cs000', name: 'Draws comics' },
        ],
        needs: [
          {
            id: 'anxiety',
            name: 'Anxiety',
            category: 'Social / Emotional / Behavioral Needs',
            priority: 1.5,
          },
          {
            id: 'decoding',
            name: 'Decoding and Word Recognition',
            category: 'Learning Needs',
            priority: 0.5,
          },
        ],
      },
      plan: PLAN,
    }),
    { name: 'Rosa Diaz', district: 'Maple Grove Schools' },
    new Date('2026-11-22T10:00:00Z'),
  );
});

const itemHeadings = () => plan.items.map((item) => `H2 ${item.key} · ${item.title}`);

/** What every Trellis PDF must be, whatever it holds. */
function expectAccessible(structure: PdfStructure, title: string) {
  expect(structure).toMatchObject({
    marked: true,
    title,
    language: 'en-US',
    displaysTitle: true,
    pdfUaPart: '1',
  });
  expect(structure.pages.every((page) => page?.role === 'Root')).toBe(true);
  expect(structure.untaggedText.join('')).toBe('');
  structure.artifactText.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of`));
  expect(elementsOf(structure).some((node) => / Page \d+ of \d+/.test(node.text))).toBe(false);
}

describe('the plan PDF, tagged', () => {
  let structure: PdfStructure;
  beforeAll(async () => {
    structure = await readPdfStructure(await renderPlanPdf(plan));
  });

  it('is tagged, titled, in US English, with page numbers as page furniture', () => {
    expectAccessible(structure, 'Trellis Accommodation Plan');
  });

  it('has the title, the sections and every item as headings, in order', () => {
    const headings = taggedLines(structure, 'H1', 'H2');
    expect(headings).toEqual([
      'H1 Accommodation Plan',
      'H2 Strengths',
      'H2 Needs',
      'H2 Accommodations in This Plan',
      'H2 IEP Statements',
      ...itemHeadings(),
    ]);
    const firstItem = taggedLines(structure, 'H2', 'H3').indexOf(itemHeadings()[0] ?? '');
    expect(taggedLines(structure, 'H2', 'H3').slice(firstItem + 1, firstItem + 6)).toEqual([
      'H3 IEP STATEMENT',
      'H3 DESCRIPTION',
      'H3 CONSIDERATIONS',
      'H3 EXAMPLES',
      'H3 RELATED LINKS',
    ]);
  });

  it('gives the student’s name and the strengths and needs as lists', () => {
    expect(taggedLines(structure, 'P')).toContain('P Student Name: Jordan Lee');
    const [strengths, needs] = elementsOf(structure, 'L');
    expect(childRoles(strengths)).toEqual(['LI', 'LI']);
    expect(strengths?.children.map((item) => item.text)).toEqual([
      'Visual Learner',
      'Draws comics',
    ]);
    expect(needs?.text).toContain('Decoding and Word Recognition — Low priority');
  });

  it('lists every item in the index with its key as the label and its page', () => {
    const index = elementsOf(structure, 'L')[3];
    expect(index?.children.map(childRoles)).toEqual(PLAN.map(() => ['Lbl', 'LBody']));
    expect(index?.children.map((item) => item.children[0]?.text)).toEqual(PLAN);
    plan.items.forEach((item, position) =>
      expect(index?.children[position]?.children[1]?.text).toMatch(
        new RegExp(`^${item.title} \\d+$`),
      ),
    );
  });

  it('gives each item a section and each statement its key', () => {
    expect(elementsOf(structure, 'Sect').map((section) => section.children[0]?.text)).toEqual(
      itemHeadings().map((heading) => heading.slice(3)),
    );
    const labels = taggedLines(structure, 'Lbl');
    for (const key of PLAN)
      expect(labels.filter((label) => label === `Lbl ${key}`)).toHaveLength(2);
  });

  it('bookmarks the sections and every item', () => {
    expect(structure.bookmarks).toEqual(taggedLines(structure, 'H2').map((line) => line.slice(3)));
  });
});

describe('the data form PDF, tagged', () => {
  let structure: PdfStructure;
  beforeAll(async () => {
    structure = await readPdfStructure(await renderDataFormPdf(plan));
  });

  it('is tagged, titled, in US English, with page numbers as page furniture', () => {
    expectAccessible(structure, 'Trellis Adaptation Data Form');
  });

  it('has the title and every item as headings, in order, and bookmarks them', () => {
    expect(taggedLines(structure, 'H1', 'H2')).toEqual([
      'H1 Adaptation Data Form',
      ...itemHeadings(),
    ]);
    expect(structure.pages.length).toBeGreaterThan(1);
    expect(structure.bookmarks).toEqual(itemHeadings().map((heading) => heading.slice(3)));
  });

  it('reads each column header as one cell: its title, then its sub-label', () => {
    const tables = elementsOf(structure, 'Table');
    expect(tables).toHaveLength(PLAN.length);
    for (const table of tables) {
      const header = table.children[0];
      expect(header?.role).toBe('TR');
      expect(header?.children.map((cell) => `${cell.role} ${cell.text}`)).toEqual([
        'TH Date',
        'TH Provided? Yes / No',
        'TH Student used? Yes / No',
        'TH How well it worked 1 not at all – 4 very well',
        'TH Notes',
      ]);
    }
  });
});
