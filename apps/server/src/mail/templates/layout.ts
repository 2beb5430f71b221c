/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A paragraph in a language other than the message's (a summary sent in two languages). */
export interface LangParagraph {
  text: string;
  /** BCP 47 tag, e.g. es-US. */
  lang: string;
}

/**
 * A plain, readable HTML frame shared by Trellis e-mails; paragraphs are escaped text. `lang`
 * is the message's language (English unless said); a paragraph in another marks its own.
 */
export function htmlEmail(
  paragraphs: (string | LangParagraph)[],
  action?: { label: string; url: string },
  lang = 'en-US',
): string {
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p lang="${escapeHtml(p.lang)}">${escapeHtml(p.text)}</p>`,
    )
    .join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d6b57;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:system-ui,Arial,sans-serif;color:#212529;line-height:1.5">
<p style="font-weight:700;color:#1d6b57;font-size:18px">Trellis</p>
${body}
${button}
</body></html>`;
}
