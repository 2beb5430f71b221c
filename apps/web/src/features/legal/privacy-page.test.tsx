import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPLETION_KEY_DAYS } from '@trellis/shared/checkout';
import { INDIVIDUAL_PRICE_LABEL } from '@trellis/shared/subscription';
import { LOG_LINK_DAYS } from '@trellis/shared/delivery-log';
import { CARD_LINK_DAYS } from '@trellis/shared/implementers';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@trellis/shared/session-limits';
import { SUBSCRIPTION_ENDING_NOTICE_DAYS } from '../../components/subscription-ending-notice';
import { UNIVERSAL_SUPPORTS_MIN_STUDENTS } from '@trellis/shared/district-admin';
import { legalText, openLegalPage, SUPPORT_EMAIL } from './legal-test-helpers';

// The policy states what the service does (decision 020). The figures are checked against
// the constants the code runs on: changing one fails here until the text and its date change.

describe('Privacy Policy', () => {
  it('is dated November 2026, the month its text last changed', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    expect(screen.getByText('Last modified: November 2026')).toBeVisible();
    expect(await screen.findByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('promises no deletion schedule the service does not run', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    const text = legalText();
    expect(text).not.toMatch(/12 months/);
    expect(text).toContain('Trellis does not delete information on a schedule.');
    expect(text).toContain(
      'When an individual subscription or a district licence ends, nothing is deleted',
    );
    expect(text).toContain("until your district asks us to delete its staff's accounts");
    expect(text).toContain('Some records are not tied to an account and are not deleted with one');
    expect(text).toContain('the log entries that teacher made stay with the plan');
  });

  it('tells teachers named on a plan what they receive, what is kept and how to stop reminders', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    const text = legalText();
    expect(text).toContain(`It works for ${CARD_LINK_DAYS} days unless you withdraw it`);
    expect(text).toContain(`a new link to log, which works for ${LOG_LINK_DAYS} days`);
    expect(text).toContain('can switch these reminders off on the page the link opens');
    expect(text).toContain(
      'whether it was provided (fully, partly or not), the reason when it was not, whether the student used it, a rating from 1 to 5',
    );
    expect(text).toContain('their entries stay with the plan under their name');
  });

  it('names every reminder, the cookie and what the browser keeps', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    const text = legalText();
    expect(text).toContain('receives one e-mail when its review date is 30 days away or less');
    expect(text).toContain(
      `30, 7 and 1 days before the subscription ends, and sees a notice in the app during its last ${SUBSCRIPTION_ENDING_NOTICE_DAYS} days`,
    );
    expect(text).toContain('Trellis uses a single session cookie');
    expect(text).toContain('a working copy of the student plan you have open');
    expect(text).toContain('Passwords, session cookies and link codes are never written to them.');
  });

  it('states the durations and the price the code uses', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    const text = legalText();
    expect(text).toContain(
      `Sessions expire after ${SESSION_IDLE_MINUTES} minutes without activity and after ${SESSION_ABSOLUTE_HOURS} hours at most.`,
    );
    expect(text).toContain(`currently ${INDIVIDUAL_PRICE_LABEL} per year`);
    expect(text).toContain(`for ${COMPLETION_KEY_DAYS} days`);
  });

  it('names what district administrators and operators see and do, and the activity log', async () => {
    await openLegalPage('/privacy', 'Privacy Policy');
    const text = legalText();
    expect(text).toContain(
      "each person's name, e-mail address, role, last sign-in and number of plans",
    );
    expect(text).toContain('deactivate an account (which signs it out at once');
    expect(text).toContain(`accommodations appear on ${UNIVERSAL_SUPPORTS_MIN_STUDENTS} or more`);
    expect(text).toContain('download every plan and delivery log of the district');
    expect(text).toContain('an operator deletes every account of the district');
    expect(text).toContain('The log keeps these names after an account is deleted');
    expect(text).toContain('the activity log keeps a record of it');
  });
});
