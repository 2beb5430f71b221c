import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import reportMarkdown from '../../../../../docs/accessibility/conformance-report.md?raw';
import { limitedCriteria } from '../../../../../scripts/conformance-report-rows';
import { renderApp, signedIn, stubApi } from '../../test/render-app';
import { legalText, openLegalPage, SUPPORT_EMAIL } from './legal-test-helpers';

// The accessibility statement (decision 026): open to everyone, in step with the conformance
// report, and with a way to report a problem that reaches the support team.

/** The list under the "Known limitations" heading. */
function limitationsList() {
  const section = screen.getByRole('heading', {
    level: 2,
    name: 'Known limitations',
  }).parentElement;
  if (!section) throw new Error('no Known limitations section');
  return within(section).getByRole('list');
}

describe('Accessibility page', () => {
  it('states the WCAG 2.2 AA commitment and links the conformance report', async () => {
    await openLegalPage('/accessibility', 'Accessibility');
    expect(legalText()).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA');
    // A static page of the build, opened by the browser rather than the app's router.
    expect(screen.getByRole('link', { name: 'Accessibility Conformance Report' })).toHaveAttribute(
      'href',
      '/accessibility/conformance-report.html',
    );
  });

  it('lists as known limitations exactly what the report does not rate as met', async () => {
    await openLegalPage('/accessibility', 'Accessibility');
    const named = within(limitationsList())
      .getAllByRole('listitem')
      .map((item) => /\(WCAG (\d+\.\d+\.\d+)\)/.exec(item.textContent ?? '')?.[1]);
    expect(named.sort()).toEqual(limitedCriteria(reportMarkdown).sort());
  });

  it('says how to report a problem: an e-mail about Accessibility and a reply in 5 school days', async () => {
    await openLegalPage('/accessibility', 'Accessibility');
    expect(await screen.findByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}?subject=Accessibility`,
    );
    expect(legalText()).toContain('We reply within 5 school days');
  });

  it('is open to a signed-in user too', async () => {
    stubApi({
      '/api/v1/me': signedIn,
      '/api/v1/site': {
        productName: 'Trellis',
        version: '1',
        supportEmail: 's@x.org',
        supportPhone: '1',
      },
    });
    renderApp('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
  });
});
