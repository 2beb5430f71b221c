import { UNIVERSAL_SUPPORTS_MIN_STUDENTS } from '@trellis/shared/district-admin';
import { LegalSection } from './legal-section';

// What a district's administrators and Trellis's operators see and do (issue 19): the
// policy names each power, since each one reaches other people's information.

/** "District administrators and our operators". */
export function DistrictAdministration() {
  return (
    <LegalSection title="District administrators and our operators">
      <p>
        A district names one or more of its staff as district administrators. For the staff of their
        own district, they see each person&rsquo;s name, e-mail address, role, last sign-in and
        number of plans. They can make a colleague an administrator, deactivate an account (which
        signs it out at once and stops it signing in until it is reactivated), send a password reset
        link, and change, switch off or replace the district&rsquo;s access code. They see the
        district&rsquo;s use of Trellis month by month as counts (people who signed in, plans
        created, files downloaded, e-mails sent, delivery log entries), and which accommodations
        appear on {UNIVERSAL_SUPPORTS_MIN_STUDENTS} or more of the district&rsquo;s plans, as counts
        without any student label. They can download every plan and delivery log of the
        district&rsquo;s staff, for the district&rsquo;s records or at the end of its licence.
      </p>
      <p>
        Our operators, the Trellis Education staff who run the service, manage district licences,
        estimate requests and individual subscriptions, and see the records of e-mails that could
        not be sent. When a district asks us to delete its data, an operator deletes every account
        of the district with everything those accounts own, in one step.
      </p>
      <p>
        Each of these actions is written to an activity log with who did it, what they did and when,
        naming the people concerned. A district&rsquo;s administrators see its entries; our
        operators see all of them. The log keeps these names after an account is deleted, so that
        the record of what was done, including a deletion, stays complete.
      </p>
    </LegalSection>
  );
}
