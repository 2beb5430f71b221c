import { Link } from 'react-router';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { BulletList, LegalSection } from './legal-section';
import { SupportAddress } from './support-contact';

const ACCOUNT_RULES = [
  'Give accurate information when you register, and keep it up to date.',
  'Keep your password confidential and do not let anyone else sign in as you. You are ' +
    'responsible for what happens under your account.',
  'A district access code may be used only by staff of the district that received it. Do not ' +
    'share it with anyone outside that district or post it where others can find it.',
  'Tell us promptly if you think someone has used your account or your district code without ' +
    'permission.',
];

const ACCEPTABLE_USE = [
  'share your account or password, or sell, rent or transfer access to the service;',
  'copy, scrape, crawl or download the accommodation library in bulk, by automated means or ' +
    'otherwise, or use it to build a competing product;',
  'enter or upload student names, ID numbers, dates of birth or other personally identifiable ' +
    'student information, including in custom strengths or needs, notes, delivery-log entries ' +
    'and e-mail messages;',
  'use the e-mail features (plans and teacher cards) to send spam or messages that have ' +
    'nothing to do with planning for or supporting a student;',
  'try to get around security measures, probe for weaknesses, or interfere with the service ' +
    'or other users;',
  'use the service in any way that breaks federal, state or local law or the rights of others.',
];

// The terms of use of Trellis: the agreement between a user and Trellis Education, LLC. What
// they say the service does, it does today, and the date changes with the text (decision 020).
export function TermsPage() {
  return (
    <LegalPage title="Terms of Use" lastModified="November 2026">
      <LegalSection title="1. Acceptance of these terms">
        <p>
          These Terms of Use are an agreement between you and Trellis Education, LLC, a limited
          liability company organized in the State of Delaware ("Trellis", "we", "us" or "our").
          They govern your use of the Trellis website and service, which helps special-education
          teams, parents and teachers choose accommodations and modifications for a student, tell
          the teachers who provide them, and log how they were provided. By creating an account or
          using the service, you agree to these terms and to our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use
          Trellis.
        </p>
        <p>
          If you use Trellis on behalf of a school or district, you confirm that you are allowed to
          accept these terms for that use. Any separate written agreement between Trellis and your
          district controls where it differs from these terms.
        </p>
      </LegalSection>

      <LegalSection title="2. Who may use Trellis">
        <p>
          You must be at least 18 years old and located in the United States to use Trellis. The
          service is not offered to anyone outside the United States or to anyone under 18.
        </p>
      </LegalSection>

      <LegalSection title="3. Accounts and access codes">
        <p>
          You need an account to build and save plans. When you have one, you agree to the
          following:
        </p>
        <BulletList items={ACCOUNT_RULES} />
      </LegalSection>

      <LegalSection title="4. Subscriptions, licences and payment">
        <p>
          <strong>Individual accounts.</strong> An individual account is a subscription that lasts
          one year from the date of purchase. The price is $39.95 per year, paid in advance through
          our outside payment provider, which handles your card details; we never see or store full
          card numbers. A subscription does not renew automatically: you renew it from My Account,
          and a renewal adds one year to the end of your current year (or, once that has passed, to
          the day you renew), so renewing early loses nothing. We e-mail you 30, 7 and 1 days before
          your subscription ends, and the app shows a notice during its last 14 days. When it ends,
          the library, the builder and your plans close until you renew; your account and saved
          plans are kept. If we change the price, the change will not affect a term you have already
          paid for.
        </p>
        <p>
          <strong>Refunds.</strong> If you have not used your new subscription, you may ask for a
          full refund within 14 days of purchase by contacting us. "Not used" means you have not
          printed, downloaded or e-mailed a plan. After 14 days, or once you have used the
          subscription, payments are not refundable except where the law requires.
        </p>
        <p>
          <strong>School and district accounts.</strong> A district may buy a prepaid licence for
          its staff. Staff then register with the access code the district receives. The length,
          price and any refund terms of a district licence are those in the district's order or
          agreement with us. When a licence ends, accounts registered under it lose access to the
          library, the builder and their plans until the licence is renewed; the accounts and plans
          are kept, and each person can still sign in to download their data or delete their
          account. The district's administrators manage its staff's use of Trellis: they may
          deactivate or reactivate your account, change the access code, and download every plan and
          delivery log of the district's staff for the district's records. A district may ask us to
          delete its staff's accounts and plans at any time. Anyone may request a district price
          estimate through the site; an estimate is not an offer until we confirm it in writing.
        </p>
      </LegalSection>

      <LegalSection title="5. Acceptable use">
        <p>You agree that you will not:</p>
        <BulletList items={ACCEPTABLE_USE} />
        <p>
          Trellis never needs to know who a student is: give each student plan a label such as
          initials or a nickname, never a full name or another identifier. The printable plan leaves
          the Student Name line blank unless you choose to print the label there, and the Date line
          blank, so that you can fill them in by hand. Keeping student identifiers out of Trellis
          protects students and helps you meet your own duties under federal and state privacy law.
        </p>
        <p>
          When you name someone as providing a plan's accommodations and send them their card, they
          receive the student's label, their accommodations, your name and your e-mail address, with
          a link that needs no account; anyone who has that e-mail can open the link. Name only
          people who work with the student, use their school e-mail addresses, and withdraw a link
          or remove the person when they should no longer see the card. What they log through the
          link becomes part of the plan's record.
        </p>
      </LegalSection>

      <LegalSection title="6. Our content and your plans">
        <p>
          The accommodation library, including its descriptions, organization, suggestions and
          wording, as well as the software, design and the Trellis name, belongs to Trellis or its
          licensors and is protected by copyright and other laws. While your account is in good
          standing, we grant you a limited, personal, non-exclusive, non-transferable licence to use
          the library to plan supports for the students you serve. No other rights are granted.
        </p>
        <p>
          The plans you create are yours to use. You may print them, keep them, share them with the
          student's family and school team, and include them in your records and meetings, even
          after your subscription ends. You can download your plans, with their delivery logs, from
          My Profile at any time, also after your subscription or licence ends. You may not
          republish the library itself, in whole or in large part, outside of plans made for
          individual students.
        </p>
      </LegalSection>

      <LegalSection title="7. Professional judgement">
        <p>
          Trellis suggests supports based on the strengths and needs you choose. Its suggestions are
          a starting point for discussion, not a decision. Trellis is not legal, medical or
          psychological advice, and it does not replace the IEP team, a Section 504 team, or the
          evaluations and professional judgement of the people who know the student.
        </p>
        <p>
          The IEP team (or Section 504 team) is responsible for deciding which accommodations and
          modifications a student will receive and for making sure those decisions follow federal
          and state law, including the Individuals with Disabilities Education Act (IDEA), Section
          504 of the Rehabilitation Act, and the assessment and testing rules of your state. An
          accommodation that Trellis suggests may not be allowed on a particular state test or be
          right for a particular student. Always check before relying on it.
        </p>
      </LegalSection>

      <LegalSection title="8. Availability of the service">
        <p>
          We work to keep Trellis available and accurate, but we do not promise that it will always
          be available, uninterrupted or free of errors. We may change, add or remove features and
          library content, and we may take the service down for maintenance. Keep your own copy of
          any plan you need by printing or downloading it.
        </p>
      </LegalSection>

      <LegalSection title="9. Disclaimer of warranties">
        <p>
          THE SERVICE AND ALL CONTENT ARE PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT
          THE LAW ALLOWS, TRELLIS DISCLAIMS ALL WARRANTIES, WHETHER EXPRESS OR IMPLIED, INCLUDING
          ANY WARRANTY OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, ACCURACY, TITLE AND
          NON-INFRINGEMENT. WE DO NOT WARRANT THAT ANY SUGGESTION WILL BE SUITABLE FOR A PARTICULAR
          STUDENT OR WILL MEET ANY LEGAL REQUIREMENT.
        </p>
      </LegalSection>

      <LegalSection title="10. Limitation of liability">
        <p>
          TO THE FULLEST EXTENT THE LAW ALLOWS, TRELLIS AND ITS MEMBERS, MANAGERS, EMPLOYEES AND
          SUPPLIERS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR
          PUNITIVE DAMAGES, OR FOR ANY LOSS OF DATA, PROFITS OR GOODWILL, ARISING OUT OF OR RELATING
          TO THE SERVICE OR THESE TERMS, EVEN IF WE WERE TOLD SUCH DAMAGES WERE POSSIBLE. OUR TOTAL
          LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THE SERVICE OR THESE TERMS WILL NOT
          EXCEED THE GREATER OF THE AMOUNT YOU PAID US FOR THE SERVICE IN THE 12 MONTHS BEFORE THE
          CLAIM AROSE OR FIFTY US DOLLARS ($50). SOME STATES DO NOT ALLOW CERTAIN OF THESE LIMITS,
          SO THEY MAY NOT ALL APPLY TO YOU.
        </p>
      </LegalSection>

      <LegalSection title="11. Indemnity">
        <p>
          To the extent the law allows, you agree to indemnify, defend and hold harmless Trellis and
          its members, managers and employees from any claim, loss or expense, including reasonable
          attorneys' fees, that arises from your breach of these terms, your misuse of the service,
          or information you enter into it, such as student information entered against these terms.
        </p>
      </LegalSection>

      <LegalSection title="12. Termination">
        <p>
          You may stop using Trellis at any time, and delete your account yourself, with every plan
          you own, from My Profile. We may suspend or end your access if you break these terms, if
          your district licence ends, or if we must do so to protect the service, other users or
          students, or to comply with the law. If we stop offering Trellis altogether, we will give
          account holders reasonable notice and refund the unused part of any prepaid individual
          subscription. Sections 6 (as to our ownership), 7, and 9 through 14 continue to apply
          after your account ends.
        </p>
      </LegalSection>

      <LegalSection title="13. Governing law">
        <p>
          These terms are governed by the laws of the State of Delaware, without regard to its
          conflict-of-laws rules. Any dispute that is not resolved informally will be heard in the
          state or federal courts located in Delaware, and you and we agree to their jurisdiction,
          unless the law of your state gives you a right to bring it closer to home.
        </p>
      </LegalSection>

      <LegalSection title="14. Time limit for claims">
        <p>
          Any claim arising out of or relating to these terms or the service must be brought within
          one year after it arises. A claim that is not brought within that year is permanently
          barred, to the extent the law allows.
        </p>
      </LegalSection>

      <LegalSection title="15. Changes to these terms">
        <p>
          We may update these terms from time to time. When we do, we will post the new version on
          this page with a new date at the top, and we will tell account holders about material
          changes by e-mail before they take effect. If you keep using Trellis after a change takes
          effect, you accept the updated terms. If you do not agree, stop using the service and
          contact us about your account.
        </p>
      </LegalSection>

      <LegalSection title="16. Contact">
        <p>
          Questions about these terms, refund requests and notices to Trellis Education, LLC should
          be sent by e-mail to our support team
          <SupportAddress />. We will reply as soon as we can.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
