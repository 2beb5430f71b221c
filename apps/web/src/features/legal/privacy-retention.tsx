import { BulletList, LegalSection } from './legal-section';

// How the Privacy Policy says information is protected, how long it is kept and what a user
// can do about it: what the service does today, not a schedule it does not run (decision 020).

const SECURITY = [
  'Passwords are hashed with a modern, memory-hard algorithm designed to resist guessing.',
  'Sessions expire after 60 minutes without activity and after 12 hours at most. Signing out ' +
    'ends your session on our server, and changing or resetting your password ends your other ' +
    'sessions.',
  'The links we send by e-mail (password resets, teacher cards, log reminders) carry a long ' +
    'random code that we store only in scrambled form; they expire, and each can be used only ' +
    'for what it was sent for.',
  'Attempts to guess passwords, access codes or links are counted and, past a limit, refused ' +
    'for a while.',
  'When we operate the service, all connections to it are encrypted with HTTPS.',
  'Access to personal information is limited to the staff who need it to run and support the ' +
    'service.',
];

/** "How we protect information". */
export function HowWeProtect() {
  return (
    <LegalSection title="How we protect information">
      <p>We use reasonable administrative, technical and physical safeguards, including:</p>
      <BulletList items={SECURITY} />
      <p>
        No method of storing or sending information is perfectly secure, and we cannot promise that
        information will never be accessed without permission. If a breach affects your personal
        information, we will notify affected users and schools as the law requires. Please keep your
        password private and sign out on shared computers.
      </p>
    </LegalSection>
  );
}

/** "How long we keep information": until deleted, what a deletion takes, what stays. */
export function HowLongWeKeep() {
  return (
    <LegalSection title="How long we keep information">
      <p>
        Trellis does not delete information on a schedule. Your account, and the plans you own with
        their implementers, delivery logs and review decisions, are kept until you delete them, or
        until your district asks us to delete its staff&rsquo;s accounts. When an individual
        subscription or a district licence ends, nothing is deleted: the library, the builder and
        your plans close until it is renewed, and you can still sign in to download your data or
        delete your account.
      </p>
      <p>
        Deleting a plan deletes it with its sharing, history, implementers and their links, delivery
        log and review decisions. Deleting your account deletes your sessions, your reset links,
        every plan you own in the same way, and your access to the plans colleagues shared with you.
        In colleagues&rsquo; plans, what you did stays part of their record without your name:
        history lines and log entries read &ldquo;a former user&rdquo; or &ldquo;a former
        colleague&rdquo; instead, and if you were named as providing accommodations, that entry
        stays without your e-mail address and its links stop working. When a case manager removes a
        teacher from a plan, the log entries that teacher made stay with the plan.
      </p>
      <p>
        Some records are not tied to an account and are not deleted with one: the records of e-mails
        sent, estimate requests, password reset requests, the counts of recent attempts, the date
        and reference of the payment that opened an individual subscription, the activity log of
        administrative actions described above, and our server logs. We keep them until we remove
        them, and you may ask us to delete those that concern you. Our payment provider also keeps
        its own records of payments.
      </p>
    </LegalSection>
  );
}

/** "Your choices and requests": what a user does themselves, what they ask us. */
export function YourChoices() {
  return (
    <LegalSection title="Your choices and requests">
      <p>
        You may ask us for a copy of the personal information we hold about you, ask us to correct
        it, or ask us to delete it. You can do much of this yourself: My Profile downloads a copy of
        your account and plans, and deletes your account with every plan you own. We may need to
        confirm your identity before acting on a request, and we will respond within the time the
        law allows.
      </p>
      <p>
        If you received a teacher card without having an account, you can switch off the weekly
        reminders from the page your link opens, and ask the person who sent the card, or us, to
        remove you from the plan.
      </p>
      <p>
        A district may ask us to delete the accounts of its staff, with their plans, at the end of
        its licence or at any other time, and we will do so. Before asking, its administrators can
        download every plan and delivery log of the district. The deletion removes every account of
        the district in the way described above, the district itself, and the records of e-mails
        sent for it or to its staff and of their password reset requests; the activity log keeps a
        record of it with the district&rsquo;s name and how many accounts and plans were deleted.
        Some states give residents additional privacy rights; we honor those rights as the law of
        your state requires.
      </p>
    </LegalSection>
  );
}
