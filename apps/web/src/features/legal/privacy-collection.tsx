import { BulletList, LegalSection } from './legal-section';

// The Privacy Policy's account of what Trellis keeps (decision 020): each sentence names a
// record the service really stores, and nothing it does not.

const ACCOUNT_DATA = [
  'Your name, your e-mail address and, if you choose to give it, a phone number. When you buy ' +
    'an individual subscription, the name and e-mail address you give our payment provider ' +
    'become those of your account.',
  'Your password, which we store only as a one-way hash. Nobody at Trellis can read it.',
  'Your account type and, for district accounts, your school district and the access code its ' +
    'staff register with.',
  'For individual accounts, the date your subscription ends and, for each payment, the date it ' +
    'was made and our payment provider’s reference for it. Card details are entered directly ' +
    'with that provider; we never see or store card numbers.',
];

const PLAN_DATA = [
  'Your student plans: the label you give each student (initials or a nickname), and if you ' +
    'give them, the grade, the plan type (IEP, 504 or other), the meeting and review dates and ' +
    'a short note; who you share each plan with, whether it is archived, and a history of who ' +
    'changed what and when.',
  'The strengths and needs you choose, including any custom strengths or needs you type in, ' +
    'and the order in which you rank the needs.',
  'The accommodations and modifications you collect in a plan from our library, with the ' +
    'implementation details you enter for each, such as where, when and how much.',
  'The decisions your team records at a plan’s review (keep, adjust, fade or remove each ' +
    'support), with their notes, who recorded them and when.',
];

const IMPLEMENTATION_DATA = [
  'The people you name as providing a plan’s accommodations: a colleague’s account, or a ' +
    'name and school e-mail address that you type, with their class or period and the ' +
    'accommodations each of them provides.',
  'For each link we e-mail them (with their card, or with a weekly reminder): when it was ' +
    'sent, the address it went to, the accommodations it covered, when it expires or was ' +
    'withdrawn, and when they confirmed reading their card. The link itself is stored only in ' +
    'a scrambled (hashed) form.',
  'The delivery log: for each accommodation and each day or week logged, whether it was ' +
    'provided (fully, partly or not), the reason when it was not, whether the student used it, ' +
    'a rating from 1 to 5 of how well it worked, a short note, and the name of the person who ' +
    'logged it. The student’s own view, which the case manager enters, says whether the ' +
    'student used each support and how well it worked for them, with a note if one is added.',
  'Whether a teacher has switched off their weekly reminder e-mails.',
];

const OTHER_DATA = [
  'Session records. When you sign in, we set one session cookie and keep a matching record ' +
    'that notes when the session began, when it was last used and when it ends.',
  'A record of every e-mail Trellis sends, whether you ask for it (a plan, a teacher card) or ' +
    'the service sends it by itself (a reminder, a password reset): what kind of e-mail it ' +
    'was, the recipient addresses, the reply-to address, the subject line (which may include ' +
    'a student’s label), when it was sent and whether delivery succeeded. For reminders we also ' +
    'note which plan, teacher or account each was for, so that none is sent twice.',
  'District price estimate requests: the contact details and the school or district details ' +
    'that a visitor sends us when asking for an estimate.',
  'Password reset requests: the e-mail address typed and when; when the address belongs to an ' +
    'account, a single-use link that works for 60 minutes. A new individual subscriber’s link ' +
    'to choose a password works the same way, for 7 days. Both links are stored only in a ' +
    'scrambled form.',
  'Counts of recent attempts, kept to stop password guessing and other misuse: sign-ins, ' +
    'registrations, reset requests, checkouts, estimate requests, link look-ups and e-mails ' +
    'sent are counted per IP address, e-mail address, account or link.',
  'Server logs: for each request to the service, the time, the address asked for (with the ' +
    'secret part of any link removed), the IP address it came from and the outcome, and any ' +
    'errors. Passwords, session cookies and link codes are never written to them.',
];

/** "Information we collect": accounts, plans, implementers and the log, and service records. */
export function InformationWeCollect() {
  return (
    <LegalSection title="Information we collect">
      <p>
        We collect only what we need to provide the service. There are two kinds of account. An
        individual account is a one-year subscription, currently $39.95 per year, paid through an
        outside payment provider. A school or district account is covered by a prepaid district
        licence, and staff register with an access code the district gives them. For either kind, we
        keep the following account information:
      </p>
      <BulletList items={ACCOUNT_DATA} />
      <p>
        We also store your work, so that it is waiting for you when you sign in from another
        computer or tablet:
      </p>
      <BulletList items={PLAN_DATA} />
      <p>
        When you name the people who provide a plan&rsquo;s accommodations, we keep with the plan:
      </p>
      <BulletList items={IMPLEMENTATION_DATA} />
      <p>Finally, we keep a few records that the service needs in order to work:</p>
      <BulletList items={OTHER_DATA} />
    </LegalSection>
  );
}

/** "Student information": a label, never a name; who sees a plan; what not to type. */
export function StudentInformation() {
  return (
    <LegalSection title="Student information: a label, never a name">
      <p>
        Trellis is designed so that it never needs to know who a student is. Each student plan has a
        label that you choose, such as initials or a nickname: enough for you and your colleagues to
        find the plan, and nothing more. We do not ask for, and do not want, a student&rsquo;s full
        name, student ID number, date of birth or any other detail that identifies a student. The
        printable plan and the PDFs leave the Student Name line blank unless you choose to print the
        label there, and leave the Date line blank, so that you can fill them in by hand on paper.
      </p>
      <p>
        A plan is visible to you and to the colleagues of your own school district that you share it
        with. A teacher you name as providing some of its accommodations sees only their part: the
        student&rsquo;s label, their own accommodations, your name and e-mail address, and their own
        log entries, never the rest of the plan (see &ldquo;When we share information&rdquo; below).
        Nobody else sees a plan unless you e-mail it to them.
      </p>
      <p>
        From My Profile you can download a copy of your account and your plans, with their sharing,
        history, implementers, delivery logs and review decisions, the log entries you made on
        colleagues&rsquo; plans, and the plans colleagues share with you. You can also delete your
        account there, with every plan you own.
      </p>
      <p>
        Please do not type student names or other personally identifiable student information into
        any free-text field, such as a plan&rsquo;s note, a custom strength or need, an
        implementation detail, a note or reason in the delivery log, a review note or the message of
        an e-mail you send through Trellis. Describe needs in general terms instead. If you find
        that you have entered such information by mistake, remove it and contact us so that we can
        help make sure it is deleted.
      </p>
    </LegalSection>
  );
}
