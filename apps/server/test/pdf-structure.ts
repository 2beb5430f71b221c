import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructTreeNode, TextContent } from 'pdfjs-dist/types/src/display/api';

/*
 * Reads back what a screen reader gets from a tagged PDF, with pdfjs-dist (as pdf-text.ts):
 * the catalog's MarkInfo, title, language and "display the title" preference, the PDF/UA
 * identification, the bookmarks, and each page's structure tree with the text of every
 * element (pdfjs ties marked content to elements by page and MCID). pdfjs gives the tree
 * page by page: an element that runs onto another page shows up on each, with that page's
 * part of its text; elements with no content (a blank table cell) are not shown.
 */

/** An element of the structure tree and the text of everything in it, in order. */
export interface StructureNode {
  role: string;
  /** Its language, where the element says one (/Lang). */
  lang?: string;
  text: string;
  children: StructureNode[];
}

export interface PdfStructure {
  /** The catalog's MarkInfo says the document is tagged. */
  marked: boolean;
  title: string | undefined;
  language: string | undefined;
  /** Viewers show the title, not the file name, in the window title bar. */
  displaysTitle: boolean;
  /** The PDF/UA part the XMP metadata claims, if any. */
  pdfUaPart: string | null;
  /** Bookmark titles, nested ones indented by two spaces per level. */
  bookmarks: string[];
  /** Each page's structure tree (null when the page has none). */
  pages: (StructureNode | null)[];
  /** Text of each page drawn as an artifact (page furniture), in drawing order. */
  artifactText: string[];
  /** Text of each page that is neither in the structure nor an artifact. */
  untaggedText: string[];
}

/** Text per marked-content id on one page, and the page's artifact and untagged text. */
function pageTexts(content: TextContent) {
  const byId = new Map<string, string>();
  let artifact = '';
  let untagged = '';
  // The open marked contents, innermost last: an id, 'artifact' or '' (neither).
  const open: string[] = [];
  let lastY = Number.NaN;
  for (const item of content.items) {
    if ('type' in item) {
      if (item.type === 'endMarkedContent') open.pop();
      else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        // pdfjs gives the tag at run time; its types leave it out.
        const tag = (item as { tag?: string }).tag;
        open.push(tag === 'Artifact' ? 'artifact' : (item.id ?? ''));
      }
      continue;
    }
    // A new line is a word break (pdfkit does not hyphenate); pdfjs does not always say so.
    const y = item.transform[5] as number;
    const text = (Math.abs(y - lastY) > 0.5 ? ' ' : '') + item.str + (item.hasEOL ? ' ' : '');
    lastY = y;
    const where = open.findLast((entry) => entry !== '') ?? '';
    if (where === 'artifact') artifact += text;
    else if (where) byId.set(where, (byId.get(where) ?? '') + text);
    else untagged += text;
  }
  return { byId, artifact: tidy(artifact), untagged: tidy(untagged) };
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

function toNode(node: StructTreeNode, byId: Map<string, string>): StructureNode {
  const children: StructureNode[] = [];
  let text = '';
  for (const kid of node.children) {
    if ('role' in kid) {
      const child = toNode(kid, byId);
      children.push(child);
      text += ` ${child.text}`;
    } else if (kid.type === 'content') {
      text += byId.get(kid.id) ?? '';
    }
  }
  // pdfjs reads an element's /Lang; its types leave it out.
  const { lang } = node as { lang?: string };
  return { role: node.role, ...(lang ? { lang } : {}), text: tidy(text), children };
}

function outlineTitles(items: { title: string; items: unknown[] }[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.title}`,
    ...outlineTitles(item.items as { title: string; items: unknown[] }[], depth + 1),
  ]);
}

/** Reads the structure, metadata and bookmarks of a PDF. */
export async function readPdfStructure(pdf: Buffer): Promise<PdfStructure> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const { info, metadata } = await document.getMetadata();
    const fields = info as { Title?: string; Language?: string };
    const result: PdfStructure = {
      marked: (await document.getMarkInfo())?.Marked === true,
      title: fields.Title,
      language: fields.Language,
      displaysTitle:
        (await document.getViewerPreferences())?.['DisplayDocTitle' as keyof object] === true,
      pdfUaPart: metadata?.get('pdfuaid:part') ?? null,
      bookmarks: outlineTitles((await document.getOutline()) ?? []),
      pages: [],
      artifactText: [],
      untaggedText: [],
    };
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const texts = pageTexts(await page.getTextContent({ includeMarkedContent: true }));
      const tree = await page.getStructTree();
      result.pages.push(tree ? toNode(tree, texts.byId) : null);
      result.artifactText.push(texts.artifact);
      result.untaggedText.push(texts.untagged);
    }
    return result;
  } finally {
    await document.destroy();
  }
}

/** Every element with one of `roles` (all when none are given), page by page, in tree order. */
export function elementsOf(structure: PdfStructure, ...roles: string[]): StructureNode[] {
  const found: StructureNode[] = [];
  const visit = (node: StructureNode) => {
    if (roles.length === 0 || roles.includes(node.role)) found.push(node);
    node.children.forEach(visit);
  };
  for (const page of structure.pages) if (page) visit(page);
  return found;
}

/** The text of every element with one of `roles`, in order: "H2 Strengths". */
export function taggedLines(structure: PdfStructure, ...roles: string[]): string[] {
  return elementsOf(structure, ...roles).map((node) => `${node.role} ${node.text}`);
}

/** The roles of an element's children, in order. */
export const childRoles = (node: StructureNode | undefined) =>
  node?.children.map((child) => child.role) ?? [];
