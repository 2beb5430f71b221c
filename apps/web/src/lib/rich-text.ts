import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Spec §2: rich text is shown without ids, styles or classes, and its links open in a new
// tab. The hook runs on every sanitised element, so it is registered once for the module.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const SANITIZE_OPTIONS = {
  FORBID_ATTR: ['id', 'style', 'class'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  ADD_ATTR: ['target'],
};

/** Sanitises HTML for display: scripts, ids, styles and classes removed; links open in a new tab. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_OPTIONS);
}

/** Renders the library's Markdown as sanitised HTML ('' for empty text). */
export function markdownToSafeHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}
