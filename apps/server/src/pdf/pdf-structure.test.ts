import { describe, expect, it } from 'vitest';
import { childRoles, elementsOf, readPdfStructure, taggedLines } from '../../test/pdf-structure';
import { createPdf, finish, numberPages } from './pdf-document';
import { writeList } from './pdf-list';
import { writeTable } from './pdf-table';
import { writeHeading, writeMarkdown, writePlain } from './pdf-text';

// The tagging layer on a small document: what a screen reader gets is the structure tree,
// so the tests read it back, not the drawn text.

const plain = (text: string) => ({ text, bold: false, italic: false });

async function sample(options: { rows: number }) {
  const doc = createPdf({ title: 'Sample Plan', author: 'Rosa Diaz' });
  writeHeading(doc, 'Sample Plan', { level: 1, size: 22 });
  writePlain(doc, 'An opening paragraph.');
  writeHeading(doc, 'Statements', { level: 2, size: 14 });
  writeList(doc, [
    { label: 'A1', runs: [plain('Extended time on tests.')] },
    { label: 'B1', runs: [plain('A visual schedule.')] },
  ]);
  writeMarkdown(doc, 'Some **bold** words.\n\n- one\n- two');
  writeHeading(doc, 'Figures', { level: 2, size: 14 });
  const rows = Array.from({ length: options.rows }, (_, index) => [
    [{ text: `Row ${index + 1}` }],
    [{ text: `${index * 10} %` }],
  ]);
  writeTable(
    doc,
    [
      { title: 'Accommodation', share: 0.5 },
      { title: 'Provided', share: 0.5 },
    ],
    rows,
    10,
  );
  numberPages(doc, 'Sample Plan');
  return readPdfStructure(await finish(doc));
}

describe('tagged PDFs', () => {
  it('are marked, titled for the window title bar, in US English and identified as PDF/UA', async () => {
    const structure = await sample({ rows: 2 });
    expect(structure).toMatchObject({
      marked: true,
      title: 'Sample Plan',
      language: 'en-US',
      displaysTitle: true,
      pdfUaPart: '1',
    });
  });

  it('tag headings, paragraphs, lists with labels and tables with header cells, in order', async () => {
    const structure = await sample({ rows: 2 });
    expect(taggedLines(structure, 'H1', 'H2', 'P', 'Lbl', 'LBody', 'TH', 'TD')).toEqual([
      'H1 Sample Plan',
      'P An opening paragraph.',
      'H2 Statements',
      'Lbl A1',
      'LBody Extended time on tests.',
      'Lbl B1',
      'LBody A visual schedule.',
      'P Some bold words.',
      'LBody one',
      'LBody two',
      'H2 Figures',
      'TH Accommodation',
      'TH Provided',
      'TD Row 1',
      'TD 0 %',
      'TD Row 2',
      'TD 10 %',
    ]);
    const [document] = elementsOf(structure, 'Document');
    expect(elementsOf(structure, 'L').map(childRoles)).toEqual([
      ['LI', 'LI'],
      ['LI', 'LI'],
    ]);
    expect(childRoles(elementsOf(structure, 'LI')[0])).toEqual(['Lbl', 'LBody']);
    expect(childRoles(elementsOf(structure, 'Table')[0])).toEqual(['TR', 'TR', 'TR']);
    expect(childRoles(document)).toContain('Table');
  });

  it('leave nothing untagged, and make the page numbers page furniture', async () => {
    const structure = await sample({ rows: 2 });
    expect(structure.untaggedText).toEqual(['']);
    expect(structure.artifactText).toEqual(['Sample Plan · Page 1 of 1']);
    expect(elementsOf(structure).some((node) => node.text.includes('Page 1'))).toBe(false);
  });

  it('give a table its header cells once, however many pages it runs on', async () => {
    const structure = await sample({ rows: 90 });
    expect(structure.pages.length).toBeGreaterThan(1);
    expect(taggedLines(structure, 'TH')).toEqual(['TH Accommodation', 'TH Provided']);
    // The header drawn again at the top of the next page is an artifact, as the page number.
    expect(structure.artifactText[1]).toContain('Accommodation Provided');
    expect(elementsOf(structure, 'TD').at(-2)?.text).toBe('Row 90');
    expect(structure.untaggedText.join('')).toBe('');
  });

  it('bookmark the second-level headings when the document runs past one page', async () => {
    expect((await sample({ rows: 2 })).bookmarks).toEqual([]);
    expect((await sample({ rows: 90 })).bookmarks).toEqual(['Statements', 'Figures']);
  });
});
