import { type Pdf, finish } from './pdf-document';

/**
 * Renders a document at each type setting in turn (a scale, or a scale and a letter width;
 * the most readable first) and keeps the first that fits on one page (or on `pages`); when
 * none does, the last one, on as many pages as it takes. A summary meant for one sheet stays
 * readable: the type shrinks only as far as needed.
 */
export async function fitOnePage<Setting>(
  settings: readonly Setting[],
  render: (setting: Setting) => Pdf,
  pages = 1,
): Promise<Buffer> {
  let doc: Pdf | undefined;
  for (const setting of settings) {
    doc = render(setting);
    if (doc.bufferedPageRange().count <= pages) break;
  }
  if (!doc) throw new Error('fitOnePage: no setting to render at');
  return finish(doc);
}
