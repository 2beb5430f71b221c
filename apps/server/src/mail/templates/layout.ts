/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A plain, readable HTML frame shared by Trellis e-mails; paragraphs are escaped text. */
export function htmlEmail(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d6b57;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,Arial,sans-serif;color:#212529;line-height:1.5">
<p style="font-weight:700;color:#1d6b57;font-size:18px">Trellis</p>
${body}
${button}
</body></html>`;
}
