import { dirname, join } from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

// The review's stylesheet stays loaded once the page is left (Vite keeps a lazy page's CSS),
// so its print rules must not reach the plan or the data form printed later.
const css = compile(join(dirname(import.meta.filename), 'review.scss')).css;

describe('printing the review', () => {
  it('prints the review on a landscape page of its own, and leaves every other page as it is', () => {
    expect(css).toMatch(/@page review\s*\{[^}]*size:\s*landscape/);
    expect(css).toMatch(/\.review-page\s*\{[^}]*page:\s*review/);
    // No unnamed page rule: it would turn every printed page of the app landscape.
    expect(css).not.toMatch(/@page\s*\{/);
  });
});
