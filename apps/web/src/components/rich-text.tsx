import { useMemo } from 'react';
import { markdownToSafeHtml } from '../lib/rich-text';

/** Library text (Markdown) shown sanitised; empty text shows 'None' (spec §2). */
export function RichText({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  if (!html) return <p className={className}>None</p>;
  // Sanitised by markdownToSafeHtml: no scripts, ids, styles or classes; links open in a new tab.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
