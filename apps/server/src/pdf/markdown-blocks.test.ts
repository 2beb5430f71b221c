import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-blocks';

describe('library Markdown for the PDF', () => {
  it('keeps bold and italic runs and joins the source’s line wrapping', () => {
    expect(
      markdownBlocks('The student uses **text-to-speech**\nfor *long* reading & tests.'),
    ).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'The student uses ', bold: false, italic: false },
          { text: 'text-to-speech', bold: true, italic: false },
          { text: ' for ', bold: false, italic: false },
          { text: 'long', bold: false, italic: true },
          { text: ' reading & tests.', bold: false, italic: false },
        ],
      },
    ]);
  });

  it('turns lists into items and prints link addresses', () => {
    const blocks = markdownBlocks(
      'Steps:\n\n- first\n- see [CAST](https://www.cast.org/)\n\nAfter "quotes".',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'paragraph']);
    const list = blocks[1];
    expect(
      list?.kind === 'list' && list.items.map((runs) => runs.map((run) => run.text).join('')),
    ).toEqual(['first', 'see CAST (https://www.cast.org/)']);
    const last = blocks[2];
    expect(last?.kind === 'paragraph' && last.runs.map((run) => run.text).join('')).toBe(
      'After "quotes".',
    );
  });
});
