import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { SUBSCRIPTION_ENDING_NOTICE_DAYS } from '../../components/subscription-ending-notice';
import { legalText, openLegalPage, SUPPORT_EMAIL } from './legal-test-helpers';

// The terms say what the service does about subscriptions, licences and teacher cards
// (decision 020).

describe('Terms of Use', () => {
  it('is dated November 2026, the month its text last changed', async () => {
    await openLegalPage('/terms', 'Terms of Use');
    expect(screen.getByText('Last modified: November 2026')).toBeVisible();
    expect(await screen.findByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  });

  it('says how a subscription ends and is renewed, and what is kept', async () => {
    await openLegalPage('/terms', 'Terms of Use');
    const text = legalText();
    expect(text).toContain(`The price is ${INDIVIDUAL_PRICE_LABEL} per year`);
    expect(text).not.toContain('We may remind you');
    expect(text).toContain(
      'A subscription does not renew automatically: you renew it from My Account',
    );
    expect(text).toContain(
      `We e-mail you 30, 7 and 1 days before your subscription ends, and the app shows a notice during its last ${SUBSCRIPTION_ENDING_NOTICE_DAYS} days.`,
    );
    expect(text).toContain('your account and saved plans are kept');
    expect(text).toContain(
      'accounts registered under it lose access to the library, the builder and their plans until the licence is renewed; the accounts and plans are kept',
    );
  });

  it('tells the user what a teacher card shares and that they delete their own account', async () => {
    await openLegalPage('/terms', 'Terms of Use');
    const text = legalText();
    expect(text).toContain(
      'with a link that needs no account; anyone who has that e-mail can open the link',
    );
    expect(text).toContain(
      'delete your account yourself, with every plan you own, from My Profile',
    );
    expect(text).toContain(
      'download your plans, with their delivery logs, from My Profile at any time',
    );
  });

  it("tells district staff what their district's administrators may do", async () => {
    await openLegalPage('/terms', 'Terms of Use');
    expect(legalText()).toContain(
      'they may deactivate or reactivate your account, change the access code, and download every plan',
    );
  });
});
