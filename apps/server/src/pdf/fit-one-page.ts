import { type Pdf, finish } from './pdf-document';

/**
 * Renders a document at each type scale in turn (largest first) and keeps the first that
 * fits on one page (or on `pages`); when none does, the last (smallest) one, on as many
 * pages as it takes. A summary meant for one sheet stays readable: the type shrinks only as
 * far as needed.
 */
export async function fitOnePage(
  scales: readonly number[],
  render: (scale: number) => Pdf,
  pages = 1,
): Promise<Buffer> {
  let doc: Pdf | undefined;
  for (const scale of scales) {
    doc = render(scale);
    if (doc.bufferedPageRange().count <= pages) break;
  }
  if (!doc) throw new Error('fitOnePage: no scale to render at');
  return finish(doc);
}
