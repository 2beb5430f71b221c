import { Link } from 'react-router';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../hooks/use-site-info';

const ACCOUNT_DATA = [
  'Your name, e-mail address and, if you choose to give it, a phone number.',
  'Your password, which we store only as a one-way hash. Nobody at Trellis can read it.',
  'Your account type, your school district and, for district accounts, the access code you ' +
    'registered with.',
  'For individual accounts, the dates of your subscription and a confirmation of payment from ' +
    'our payment provider (such as the amount, the date and a reference number). Card details ' +
    'are entered directly with that provider; we never see or store full card numbers.',
];

const BUILDER_DATA = [
  'Your student plans: the label you give each student (initials or a nickname), and if you ' +
    'give them, the grade, the plan type (IEP, 504 or other), the meeting and review dates and ' +
    'a short note; who you share each plan with, and a history of who changed what and when.',
  'The strengths and needs you choose, including any custom strengths or needs you type in.',
  'The order in which you rank those needs.',
  'The accommodations and modifications you select from our library and collect in a plan.',
];

const OTHER_DATA = [
  'Session records. When you sign in, we set one session cookie and keep a matching record ' +
    'that notes when the session began and when it was last used.',
  'A record of each e-mail you send through Trellis: the recipient addresses, the time it was ' +
    'sent and whether delivery succeeded.',
  'District price estimate requests: the contact details and the school or district details ' +
    'that a visitor sends us when asking for an estimate.',
  'Password reset records: a record that a reset was requested and the code that lets the ' +
    'link in the reset e-mail work for a limited time.',
];

const USES = [
  'to create and run your account, sign you in and keep you signed in securely;',
  'to save your choices and plan so that they follow you from one device to another;',
  'to print, produce a PDF of, or e-mail a plan when you ask us to;',
  'to process individual subscriptions and to check district access codes and licences;',
  'to answer estimate requests, support questions and the requests described below;',
  'to send you messages about your account, such as password resets, notice that a ' +
    'subscription is ending, and material changes to this policy or our terms;',
  'to protect the service, our users and ourselves against misuse, and to meet legal duties.',
];

const NEVER = [
  'We do not sell personal information or rent it to anyone.',
  'We do not use it for advertising, and we show no advertising in Trellis.',
  'We do not build profiles of students, and we do not build marketing profiles of users.',
  'We do not use third-party analytics, advertising cookies or tracking pixels.',
];

const SECURITY = [
  'Passwords are hashed with a modern, memory-hard algorithm designed to resist guessing.',
  'Sessions expire after 60 minutes without activity and after 12 hours at most, and they can ' +
    'be revoked at any time; signing out ends your session.',
  'When we operate the service, all connections to it are encrypted with HTTPS.',
  'Access to personal information is limited to the staff who need it to run and support the ' +
    'service.',
];

// The privacy policy of Trellis: what we collect, why, who sees it and the choices users have.
export function PrivacyPage() {
  const site = useSiteInfo();
  const supportLink = site ? (
    <>
      {' '}
      at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
    </>
  ) : null;

  return (
    <LegalPage title="Privacy Policy" lastModified="March 2020">
      <section>
        <h2 className="h4 mt-4">Who we are and what this policy covers</h2>
        <p>
          Trellis is operated by Trellis Education, LLC, a limited liability company in the United
          States ("Trellis", "we", "us" or "our"). Trellis helps special-education teams, parents
          and teachers choose accommodations and modifications for a student: you pick the student's
          strengths and needs, rank the needs, receive suggestions from our library of
          accommodations, collect the ones you want in a plan, and then print it, download it as a
          PDF or e-mail it.
        </p>
        <p>
          This policy explains what information we collect when you use the Trellis website and
          service, how we use it, when we share it, how long we keep it and what you can ask us to
          do with it. It should be read together with our <Link to={paths.terms}>Terms of Use</Link>
          .
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Who may use Trellis</h2>
        <p>
          Trellis is intended for adults aged 18 or over who are in the United States. We do not
          offer the service outside the United States, and this policy is written for users here.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Information we collect</h2>
        <p>
          We collect only what we need to provide the service. There are two kinds of account. An
          individual account is a one-year subscription, currently $39.95 per year, paid through an
          outside payment provider. A school or district account is covered by a prepaid district
          licence, and staff register with an access code the district gives them. For either kind,
          we keep the following account information:
        </p>
        <ul>
          {ACCOUNT_DATA.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          We also store your work in the plan builder, so that it is waiting for you when you sign
          in from another computer or tablet:
        </p>
        <ul>
          {BUILDER_DATA.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Finally, we keep a few records that the service needs in order to work:</p>
        <ul>
          {OTHER_DATA.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className="h4 mt-4">Student information: a label, never a name</h2>
        <p>
          Trellis is designed so that it never needs to know who a student is. Each student plan has
          a label that you choose, such as initials or a nickname: enough for you and your
          colleagues to find the plan, and nothing more. We do not ask for, and do not want, a
          student's full name, student ID number, date of birth or any other detail that identifies
          a student. The printable plan and the PDFs leave the Student Name line blank unless you
          choose to print the label there, and leave the Date line blank, so that you can fill them
          in by hand on paper.
        </p>
        <p>
          A plan is visible to you and to the colleagues of your own school district that you share
          it with, and to nobody else. From My Profile you can download everything Trellis holds
          about you and your plans, or delete your account with every plan you own.
        </p>
        <p>
          Please do not type student names or other personally identifiable student information into
          any free-text field, such as a plan's note, a custom strength or need or the message of an
          e-mail you send through Trellis. Describe needs in general terms instead. If you find that
          you have entered such information by mistake, remove it and contact us so that we can help
          make sure it is deleted.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">How we use information</h2>
        <p>We use the information described above only for these purposes:</p>
        <ul>
          {USES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Just as important is what we do not do:</p>
        <ul>
          {NEVER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 className="h4 mt-4">Cookies</h2>
        <p>
          Trellis uses a single session cookie, which is strictly necessary: without it we could not
          tell that you have signed in. It holds a random value that links your browser to your
          session record, and it stops working when the session expires or you sign out. We do not
          use advertising cookies, tracking cookies or cookies from third-party analytics services.
          Because the session cookie is required for signing in, blocking it will prevent you from
          using your account.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">When we share information</h2>
        <p>
          When you e-mail a plan, we send it to the recipients you choose, whether they are school
          personnel in your district or other addresses you enter. You decide who receives it; we
          use the recipient addresses only to deliver that message and keep the record described
          above.
        </p>
        <p>
          We rely on a small number of service providers: a provider that delivers our e-mail and a
          provider that processes individual subscription payments. They receive only the
          information they need to do that work, and they are bound by contract to protect it and to
          use it only for the services they provide to us.
        </p>
        <p>
          We may also disclose information when the law requires it, such as in response to a valid
          subpoena or court order, or when disclosure is needed to protect the safety of any person
          or to prevent fraud or abuse of the service. Other than in these cases, we do not share
          personal information with anyone.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Schools, districts and FERPA</h2>
        <p>
          The Family Educational Rights and Privacy Act (FERPA) protects students' education
          records. Schools and districts remain in control of those records at all times. Trellis is
          built so that education records should not be needed at all, but when a district uses
          Trellis, we act as a "school official" under the district's direct control to the extent
          that any education record were ever involved. In that role we use such information only to
          provide the service to the district, do not re-disclose it except as the district directs
          or the law allows, and delete it when the district asks.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Children's privacy</h2>
        <p>
          Trellis is not directed to children, and the service is for adults aged 18 or over. We do
          not knowingly collect personal information from children under 13, as described in the
          Children's Online Privacy Protection Act (COPPA), or from anyone under 18. If you believe
          a child has given us personal information, please contact us and we will delete it.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">How we protect information</h2>
        <p>We use reasonable administrative, technical and physical safeguards, including:</p>
        <ul>
          {SECURITY.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          No method of storing or sending information is perfectly secure, and we cannot promise
          that information will never be accessed without permission. If a breach affects your
          personal information, we will notify affected users and schools as the law requires.
          Please keep your password private and sign out on shared computers.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">How long we keep information</h2>
        <p>
          We keep account information, including your saved choices and plan, for as long as your
          account is active and for 12 months after it ends (for example, after a subscription or
          district licence expires), so that you can pick up where you left off if you renew. After
          that we delete it, unless the law requires us to keep some of it longer, such as payment
          records we must keep for tax purposes.
        </p>
        <p>
          Records of e-mails sent through Trellis are kept for 12 months. Estimate requests are kept
          for up to 12 months unless they lead to a district licence. Session and password reset
          records are kept only as long as they are needed to keep accounts working and secure.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Your choices and requests</h2>
        <p>
          You may ask us for a copy of the personal information we hold about you, ask us to correct
          it, or ask us to delete it. We may need to confirm your identity before acting on a
          request, and we will respond within the time the law allows. Deleting your account also
          deletes your saved plan.
        </p>
        <p>
          A district may ask us to delete the accounts of its staff at the end of its licence, or at
          any other time, and we will do so. Some states give residents additional privacy rights;
          we honor those rights as the law of your state requires.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Changes to this policy</h2>
        <p>
          If we change this policy, we will post the new version on this page with a new date at the
          top. If a change is material, we will also tell account holders by e-mail before it takes
          effect.
        </p>
      </section>

      <section>
        <h2 className="h4 mt-4">Contact us</h2>
        <p>
          If you have a question about this policy or want to make a request, please contact Trellis
          Education, LLC by e-mail to our support team{supportLink}. We read every message and will
          reply as soon as we can.
        </p>
      </section>
    </LegalPage>
  );
}
