import { BulletList, LegalSection } from './legal-section';

// How the Privacy Policy says information is used, which e-mails go out without anyone
// pressing Send, what the browser keeps and who else receives what (decision 020).

const USES = [
  'to create and run your account, sign you in and keep you signed in securely;',
  'to save your choices and plans so that they follow you from one device to another;',
  'to print, produce a PDF of, or e-mail a plan when you ask us to;',
  'to e-mail the teacher cards you send, and to let the teachers you name confirm their card ' +
    'and log what they provided through their link;',
  'to show you and the colleagues you share a plan with how often each support was provided ' +
    'and how well it worked, and to suggest, for your team to decide, what to do with each ' +
    'support at the plan’s review;',
  'to send the reminders described below;',
  'to process individual subscriptions and to check district access codes and licences;',
  'to answer estimate requests, support questions and the requests described below;',
  'to send you messages about your account, such as password resets, a notice that your ' +
    'password was changed, and material changes to this policy or our terms;',
  'to protect the service, our users and ourselves against misuse, and to meet legal duties.',
];

const NEVER = [
  'We do not sell personal information or rent it to anyone.',
  'We do not use it for advertising, and we show no advertising in Trellis.',
  'We use student plans and delivery logs only to show them to you and to the people you ' +
    'choose, and we do not build marketing profiles of users.',
  'We do not use third-party analytics, advertising cookies or tracking pixels.',
];

const REMINDERS = [
  'Weekly log reminders. From Friday at noon (UTC) each week, a teacher who was sent a card ' +
    'and has not logged that week receives an e-mail with a new link to log, which works for ' +
    '14 days. The teacher can switch these reminders off on the page the link opens. They also ' +
    'stop when the teacher is removed from the plan, when the plan is archived, when none of ' +
    'the teacher’s accommodations is left in it, or when the licence of the plan’s owner has ' +
    'ended.',
  'Review reminders. The owner of a plan receives one e-mail when its review date is 30 days ' +
    'away or less, once for each review date the plan is given.',
  'Subscription reminders. An individual subscriber receives an e-mail 30, 7 and 1 days ' +
    'before the subscription ends, and sees a notice in the app during its last 14 days. ' +
    'District staff do not receive these: their licence is the district’s.',
];

/** "How we use information": what for, and what never. */
export function HowWeUse() {
  return (
    <LegalSection title="How we use information">
      <p>We use the information described above only for these purposes:</p>
      <BulletList items={USES} />
      <p>Just as important is what we do not do:</p>
      <BulletList items={NEVER} />
    </LegalSection>
  );
}

/** "Reminders": the e-mails the service sends by itself, and how each stops. */
export function Reminders() {
  return (
    <LegalSection title="Reminders Trellis sends by itself">
      <p>
        Besides the e-mails you ask for, Trellis sends these reminders on its own, each of them
        once:
      </p>
      <BulletList items={REMINDERS} />
    </LegalSection>
  );
}

/** "Cookies and browser storage": the session cookie, and what stays in the browser. */
export function CookiesAndStorage() {
  return (
    <LegalSection title="Cookies and browser storage">
      <p>
        Trellis uses a single session cookie, which is strictly necessary: without it we could not
        tell that you have signed in. It holds a random value that links your browser to your
        session record, and it stops working when the session expires or you sign out. We do not use
        advertising cookies, tracking cookies or cookies from third-party analytics services.
        Because the session cookie is required for signing in, blocking it will prevent you from
        using your account.
      </p>
      <p>
        The app also keeps a few things in your browser&rsquo;s own storage, on your computer: a
        working copy of the student plan you have open, so that reloading the page loses nothing
        (signing out clears it), and whether you chose to print the student&rsquo;s label on
        documents. For as long as a tab is open, it may also remember the district access code you
        are registering with and that you closed the notice about your subscription ending.
      </p>
    </LegalSection>
  );
}

/** "When we share information": plan e-mails, teacher cards, providers, the law. */
export function WhenWeShare() {
  return (
    <LegalSection title="When we share information">
      <p>
        When you e-mail a plan, we send it to the recipients you choose, whether they are school
        personnel in your district or other addresses you enter, and replies go to you. You decide
        who receives it; we use the recipient addresses only to deliver that message and keep the
        record described above.
      </p>
      <p>
        When you name a teacher as providing some of a plan&rsquo;s accommodations and send them
        their card, we e-mail them the student&rsquo;s label, the accommodations they provide with
        how to provide them and what to watch for, and your name and e-mail address as the person to
        ask; replies go to you. The link in that e-mail needs no account: it opens that
        teacher&rsquo;s card, where they confirm reading it, and their part of the delivery log. It
        works for 120 days unless you withdraw it, send a new card or remove the teacher, and anyone
        who has the e-mail can open it. What a teacher logs is kept with the plan and is visible to
        you and to the colleagues you share the plan with; if you remove that teacher, their entries
        stay with the plan under their name.
      </p>
      <p>
        We rely on a small number of service providers: a provider that delivers our e-mail and a
        provider that processes individual subscription payments. They receive only the information
        they need to do that work, and they are bound by contract to protect it and to use it only
        for the services they provide to us.
      </p>
      <p>
        We may also disclose information when the law requires it, such as in response to a valid
        subpoena or court order, or when disclosure is needed to protect the safety of any person or
        to prevent fraud or abuse of the service. Other than in these cases, we do not share
        personal information with anyone.
      </p>
    </LegalSection>
  );
}
