import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, sanitizeHtml } from './rich-text';

describe('rich text for display', () => {
  it('removes id, style and class attributes', () => {
    const html = sanitizeHtml('<p id="x" style="color:red" class="lead" title="kept">Hi</p>');
    expect(html).toBe('<p title="kept">Hi</p>');
  });

  it('opens links in a new tab without handing over the opener', () => {
    const html = sanitizeHtml('<a href="https://iris.peabody.vanderbilt.edu/">IRIS</a>');
    expect(html).toBe(
      '<a href="https://iris.peabody.vanderbilt.edu/" target="_blank" rel="noopener noreferrer">IRIS</a>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a>',
    );
    expect(html).not.toMatch(/script|onclick|alert/);
  });

  it('renders the library’s Markdown', () => {
    expect(markdownToSafeHtml('The student uses **text-to-speech**.\n\n- one\n- two')).toBe(
      '<p>The student uses <strong>text-to-speech</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(markdownToSafeHtml('   ')).toBe('');
  });
});
